// Written by `npm run template:schema` from each owner file’s schema (tooling/owner/files/<file>.ts):
// edit the schema, not this file. Served whole by the file’s module (virtual:owner/<module>),
// its texts beside them (ownerTexts.ts).
import type { SizedPicture } from './types';

/** profile.json's facts, under their paths in the file. Read by the build alone: `photo`: virtual:owner/photo; `photoFocus`: where virtual:owner/photo is cut; `shareImage`: the share image the build writes (SHARE_IMAGE); `favicon`: the tab icon the build writes (FAVICON). */
export type ProfileFacts = {
  /** Your name as written in every language: the header, the page titles, the policies (the data controller), the CV */
  name: string;
  /** Shown and linked on the home page, the policies, the CV */
  email: string;
  /** Where you live, shown beside your name */
  location: {
    /** ISO 3166-1 alpha-2, as JSON Resume writes it; its name is shown in each language, and it chooses the law the policies cite */
    countryCode: string;
  };
  /** Where the site is published. Before the first deploy, write the address GitHub Pages will give it, https://<user>.github.io/<repository>/; the deploy uses the one Pages gives (or the SITE_URL variable), npm start this one */
  siteUrl: string;
  /** Your pages on other networks: footer icons; the CV prints the professional ones */
  profiles: readonly {
    /** Which network: its icon in the footer */
    network: 'linkedin' | 'github' | 'udemy' | 'instagram' | 'facebook';
    /** Your page there, linked from the icon */
    url: string;
  }[];
};

/** legal.json's facts, under their paths in the file. */
export type LegalFacts = {
  /** Who serves the site and keeps its server logs, as the privacy policy names them */
  hosting: {
    /** The hosting service, as the privacy policy names it */
    service: string;
    /** The company that runs it, named in the privacy policy */
    company: string;
    /** Whether the host's company, in the United States, is certified under the Data Privacy Framework of your country's regime: the EU–US one in the EU and EEA, its UK Extension in the United Kingdom, the Swiss–US one in Switzerland (look it up at https://www.dataprivacyframework.gov/list); when true, the privacy policy names that framework and the adequacy finding behind it (npm run owner:check asks for it) */
    dataPrivacyFramework?: boolean;
    /** The postal address of the company that runs the host, as its terms or privacy statement give it, without the country (countryCode names it); France’s legal notice prints it (LCEN; npm run owner:check asks for it there) */
    address?: string;
    /** The country of that address, as its ISO 3166-1 alpha-2 code: the legal notice names it after the address in the language of each page, so leave it out of "address" */
    countryCode?: string;
    /** That company’s telephone number, as it publishes it; France’s legal notice prints it (LCEN; npm run owner:check asks for it there) */
    phone?: string;
    /** Whether you have a data processing agreement with the host (art. 28(3) GDPR), under which it serves the site for you as your processor. GitHub’s Data Protection Agreement is part of the GitHub Customer Agreement of its paid plans, so a free personal account has none: false (docs/owner-content.md, "The policies"). True: the privacy policy says the host processes visitors’ data for you, and names the safeguard of that transfer abroad (the Data Privacy Framework when certified, else the standard contractual clauses of the agreement). False: it says the host answers visitors’ requests as an independent controller (npm run owner:check asks for it) */
    processorAgreement?: boolean;
  };
  /** The data controller's postal address (the controller is you, profile.json's name), printed in the privacy policy and the legal notice: a full one, street and house number, postcode and city, as post reaches you, e.g. "Karl-Liebknecht-Straße 112, 04275 Leipzig" (npm run owner:check reads the postcode as your country writes it). Where the site has a legal notice it is where you can be reached and served in person (in France your domicile): no PO box */
  postalAddress: string;
  /** Whether you run this site as part of an economic activity: it presents services you offer (a freelancer’s or a business’s showcase) or earns you money (a rewarded link, trading.json "referral"). It decides whether, and under which rule, the site has a legal notice; npm run owner:check asks for it where the law tells the two apart (Germany, Austria, France, Spain, Italy, the Netherlands, Ireland, the United Kingdom) */
  businessActivity?: boolean;
  /** The addresses of the privacy policies of the image services you chose in site.json imageServices, each checked to be still the service's own and to say what it does with the requests' data; the privacy policy links them (npm run owner:check asks for each service the site loads from, and says what to check) */
  imageServicePolicies?: {
    /** The flag service’s (site.json imageServices.flags) */
    flags?: string;
    /** The avatar service’s (site.json imageServices.avatars) */
    avatars?: string;
  };
  /** The data-protection authority you answer to, which the policies name and link where they speak of complaints. Without it, your country’s (profile.json location.countryCode), as the template knows it; in Germany each Land has its own, so npm run owner:check asks for it */
  supervisoryAuthority?: {
    /** Its official name, in its own language; an abbreviation after a comma, not in brackets (the policies put the name in brackets): "Landesamt für Datenschutzaufsicht, BayLDA" */
    name: string;
    /** Its homepage */
    url: string;
  };
  /** The national data-protection law beside the GDPR, as it names itself; the privacy policy cites it. Without it, your country’s as the template knows it; npm run owner:check asks for it where the template knows none */
  nationalLaw?: string;
  /** Your country’s rule on cookies and storage on the visitor’s device (where it transposes art. 5(3) of the ePrivacy Directive), cited as the law names it, with no brackets of its own (the policies put it in brackets) and a no-break space after §; the policies cite it. Without it, your country’s as the template knows it; npm run owner:check asks for it where the template knows none */
  cookieRule?: string;
  /** A legal notice page (Impressum, mentions légales) with your name, postal address and email and these facts. Where your country's law asks for one (Germany, Austria and France always; Spain, Italy, the Netherlands, Ireland and the United Kingdom for a site run as part of an economic activity: businessActivity) the site has it anyway and npm run owner:check asks for what it needs; elsewhere the page appears when this field is present, even as {} */
  legalNotice?: {
    /** A telephone number, shown and linked: the direct contact besides email that § 5 DDG (Germany), § 5 ECG (Austria) and the LCEN (France) ask for */
    phone?: string;
    /** Your VAT identification number (Italy: the partita IVA, which every page then shows at its foot; the Netherlands: the btw-identificatienummer; Austria: the UID), or false if you have none */
    vatId?: string | false;
    /** Germany: your Wirtschafts-Identifikationsnummer (§ 139c AO), which § 5 DDG names beside the VAT number, or false if you have none */
    businessId?: string | false;
    /** Spain: your NIF (número de identificación fiscal), which art. 10 of the LSSI asks for; the VAT number, if you have one, goes in vatId */
    taxId?: string;
    /** The register you are entered in and your number there (a commercial register, the Italian REA, the Dutch KvK, the French RCS or RNE, Companies House), or false if you are in none */
    register?: string | false;
    /** The authority that supervises your activity, or in France granted its licence, where it needs one (not the data-protection authority) */
    licensingAuthority?: string;
    /** Austria: your trade licence (Gewerbeberechtigung), a free trade such as IT services included; the notice adds Austria as the State that granted it and the Gewerbeordnung with where to read it (§ 5 ECG). False if you hold none */
    tradeLicence?:
      | {
          /** The Gewerbebehörde that granted it: the Bezirkshauptmannschaft or Magistrat */
          authority: string;
          /** Your Wirtschaftskammer and Fachgruppe, as the WKO names them */
          chamber: string;
          /** The Berufsbezeichnung: the trade as your licence names it */
          title: string;
        }
      | false;
    /** France: who directs the publication (the directeur de la publication), named on the notice; without it, you (profile.json's name) */
    publicationDirector?: string;
  };
  /** When you last changed your privacy and cookie policies, or read them through and found them still true, as year and month: both end with it ("Last updated: March 2026", in each language). npm run owner:check asks for it */
  policiesUpdated?: string;
};

/** technologies.json's facts, under their paths in the file. */
export type TechnologiesFacts = readonly string[];

/** experience.json's facts, under their paths in the file. */
export type ExperienceFacts = {
  /** Newest first, as the page lists them */
  entries: readonly {
    /** The entry’s id, unique in the file: a slug, never shown (e.g. "acme-engineer") */
    id: string;
    /** A job ("work") or a course of study ("study"): the CV lists them apart */
    kind: 'work' | 'study';
    /** The employer, or the school, as written */
    company: string;
    /** "MM/YYYY – MM/YYYY" or "MM/YYYY – Present", with an en dash (–); shown on the entry, its years on the CV */
    period: string;
    /** Technology names, each listed in technologies.json; shown as chips */
    tech: readonly string[];
    /** The company’s or school’s site, as JSON Resume has it: kept, not shown */
    url?: string;
  }[];
};

/** projects.json's facts, under their paths in the file. */
export type ProjectsFacts = {
  /** The companies in the order of the filter; the first is selected */
  companies: readonly string[];
  /** The projects, in the page’s order */
  entries: readonly {
    /** The entry’s id, unique in the file: a slug, never shown (e.g. "acme-engineer") */
    id: string;
    /** Whom it was for: one of "companies", the filter that shows it */
    company: string;
    /** "MM/YYYY – MM/YYYY" or "MM/YYYY – Present", with an en dash (–); shown on the entry, its years on the CV */
    period: string;
    /** Technology names, each listed in technologies.json; shown as chips */
    tech: readonly string[];
    /** The project’s address, as JSON Resume has it: kept, not shown */
    url?: string;
  }[];
};

/** courses.json's facts, under their paths in the file. */
export type CoursesFacts = {
  /** Where the courses are published, e.g. "Udemy": named in each card’s link */
  platform: string;
  /** The courses, in the page’s order */
  entries: readonly {
    /** The entry’s id, unique in the file: a slug, never shown (e.g. "acme-engineer") */
    id: string;
    /** The same as a number of hours: kept, not shown */
    hours?: number;
    /** Technology names, each listed in technologies.json; shown as chips */
    technologies: readonly string[];
    /** The course on the platform: the card’s link */
    url: string;
    /** The card's picture, 16:9, 480 × 270 px; without it, the template's picture */
    image?: string;
  }[];
};

/** testimonials.json's facts, under their paths in the file. */
export type TestimonialsFacts = {
  /** The people, in the page’s order */
  entries: readonly {
    /** The entry’s id, unique in the file: a slug, never shown (e.g. "acme-engineer") */
    id: string;
    /** The person’s name: shown, its initials drawn as their picture where they have no photo (sent to the avatar service if you chose it: site.json imageServices) */
    name: string;
    /** The person's professional-network profile, linked under the quote */
    profileUrl?: string;
    /** Their picture, with their consent: one picture of any size (JPEG, PNG, WebP or AVIF, at least 112 px on its short side); the build cuts it square around the face and makes the sizes. Without it, their initials */
    photo?: SizedPicture;
  }[];
};

/** trading.json's facts, under their paths in the file. */
export type TradingFacts = {
  /** Your public profile on the platform: the page’s first button */
  profileUrl: string;
  /** A sign-up link for the platform: the second button */
  signupUrl: string;
  /** true when the sign-up link is a referral link that may reward you: the page says so beside it */
  referral: boolean;
  /** true when the platform offers CFDs: the page adds the risk warning EU rules require */
  offersCfds: boolean;
  /** The share of retail investor accounts that lose money trading CFDs with the platform, in percent, as it publishes it; npm run owner:check asks for it when offersCfds is true */
  cfdRetailLossPercent?: number;
  /** The day the platform published cfdRetailLossPercent, "YYYY-MM-DD": providers work it out again every three months, so npm run owner:check asks for the day and warns once it is older */
  cfdRetailLossAsOf?: string;
  /** For an owner in the United Kingdom whose sign-up link is a referral link to a platform offering CFDs: true once a person the FCA authorises (normally the platform) has approved this page as a financial promotion (s.21 FSMA 2000). Until then the page leaves out the sign-up link and the sentence about the reward, and npm run owner:check refuses to publish */
  fcaApprovedPromotion?: boolean;
  /** Twelve monthly returns in percent per year, null where there is no figure: the chart, its table and the year cards */
  monthlyReturns: Readonly<Record<string, readonly (number | null)[]>>;
  /** Each year’s return: the annual chart and cards */
  annualReturns: readonly {
    /** The year, listed in monthlyReturns */
    year: number;
    /** Its return in percent */
    value: number;
    /** true while the year is not over: labelled "(partial)" */
    partial?: boolean;
  }[];
  /** The platform’s risk score over the last seven days, 1 to 10: a headline figure */
  averageRiskScoreSevenDays: number;
  /** The share of weeks that closed in profit, in percent: a headline figure */
  profitableWeeks: number;
};

/** cv.json's facts, under their paths in the file. */
export type CvFacts = {
  /** The projects the PDF lists, by id, in order; the JSON Resume lists all */
  projects: readonly string[];
};

/** Each served file’s facts, by file. */
export type OwnerFacts = {
  profile: ProfileFacts;
  legal: LegalFacts;
  technologies: TechnologiesFacts;
  experience: ExperienceFacts;
  projects: ProjectsFacts;
  courses: CoursesFacts;
  testimonials: TestimonialsFacts;
  trading: TradingFacts;
  cv: CvFacts;
};
