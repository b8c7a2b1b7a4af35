/**
 * From the owner's files to what the site reads: language-neutral facts per
 * section (ids, names, periods, links, figures; texts referred to by key), and
 * each language's texts under those keys, merged into the template's
 * translation namespaces. One projection for the site, the CV and the checks.
 */
import { NETWORKS, networkOfUrl } from '../../src/content/networks.ts';
import { IMAGE_SERVICE_POLICIES } from '../../src/lib/imageHosts.ts';
import { SHARE_IMAGE } from '../../src/lib/siteFiles.ts';
import type { Identity } from '../../src/content/identity.ts';
import type { Course, ExperienceEntry, Project, Testimonial } from '../../src/content/types.ts';
import type { OwnerModules, TradingFacts } from '../../src/content/ownerModules.ts';
import { legalFacts, legalNoticeTexts } from './legalFacts.ts';
import { siteLanguages } from './model.ts';
import type { Owner, Text } from './schema.ts';
import type { Tree } from './strings.ts';

/** The site's facts; image fields hold paths below the owner's folder (the plugin imports them). */
export interface SiteFacts {
  identity: Omit<Identity, 'basePath' | 'siteUrl'> & { siteUrl: string };
  /** The portrait's picture, as the owner gave it (tooling/build/portrait.ts makes its sizes). */
  photo: string | null;
  /** The share image and tab icon below the owner's folder; null: the template's. */
  siteImages: { share: string | null; favicon: string | null };
  experience: ExperienceEntry[];
  companies: string[];
  projects: Project[];
  coursePlatform: string;
  courses: Course[];
  testimonials: Testimonial[];
  trading: TradingFacts | null;
  legal: OwnerModules['legal'];
  cvProjectIds: string[];
  technologies: string[];
}

export function siteFacts(owner: Owner): SiteFacts {
  const { profile, trading } = owner;
  return {
    identity: {
      ownerName: profile.name,
      jobTitle: profile.jobTitle,
      email: profile.email,
      // The owner's, as checked; the template's where the owner has not given them yet.
      imageServicePolicies: {
        flags: owner.legal.imageServicePolicies?.flags ?? IMAGE_SERVICE_POLICIES.flags,
        avatars: owner.legal.imageServicePolicies?.avatars ?? IMAGE_SERVICE_POLICIES.avatars,
      },
      hostingService: owner.legal.hosting.service,
      hostingCompany: owner.legal.hosting.company,
      hostingDataPrivacyFramework: owner.legal.hosting.dataPrivacyFramework ?? false,
      countryCode: profile.location.countryCode,
      postalAddress: owner.legal.postalAddress,
      siteUrl: profile.siteUrl,
      shareImagePath: SHARE_IMAGE,
      tradingProfileUrl: trading?.profileUrl ?? '',
      tradingSignupUrl: trading?.signupUrl ?? '',
      social: profile.profiles.map(({ network, url }) => ({
        key: network,
        href: url,
        color: NETWORKS[network].color,
        label: NETWORKS[network].label,
      })),
    },
    photo: profile.photo ?? null,
    siteImages: { share: profile.shareImage ?? null, favicon: profile.favicon ?? null },
    experience: owner.experience.entries.map((entry) => ({
      id: entry.id,
      roleKey: `entries.${entry.id}.role`,
      company: entry.company,
      kind: entry.kind,
      period: entry.period,
      ...(entry.description ? { descriptionKey: `entries.${entry.id}.description` } : {}),
      tech: entry.tech,
      ...(entry.topics ? { topicsKey: `entries.${entry.id}.topics` } : {}),
      ...(entry.grade ? { gradeKey: `entries.${entry.id}.grade` } : {}),
    })),
    companies: owner.projects?.companies ?? [],
    projects: (owner.projects?.entries ?? []).map((project) => ({
      id: project.id,
      ...(typeof project.name === 'string'
        ? { name: project.name }
        : { nameKey: `names.${project.id}` }),
      tech: project.tech,
      type: project.id,
      company: project.company,
      period: project.period,
    })),
    coursePlatform: owner.courses?.platform ?? '',
    courses: (owner.courses?.entries ?? []).map((course) => ({
      id: course.id,
      titleKey: `items.${course.id}.title`,
      ...(course.description ? { descriptionKey: `items.${course.id}.description` } : {}),
      ...(course.duration ? { durationKey: `items.${course.id}.duration` } : {}),
      ...(course.hours ? { hours: course.hours } : {}),
      ...(course.topics ? { topicsKey: `items.${course.id}.topics` } : {}),
      technologies: course.technologies,
      link: course.url,
      image: course.image ?? null,
    })),
    testimonials: (owner.testimonials?.entries ?? []).map((person) => ({
      id: person.id,
      nameKey: `items.${person.id}.name`,
      ...(person.role ? { roleKey: `items.${person.id}.role` } : {}),
      quoteKey: `items.${person.id}.quote`,
      ...(person.profileUrl
        ? { profile: { url: person.profileUrl, network: networkOfUrl(person.profileUrl) } }
        : {}),
    })),
    trading: trading ? tradingFacts(trading) : null,
    legal: legalFacts(owner),
    cvProjectIds: owner.cv?.projects ?? [],
    technologies: owner.technologies,
  };
}

function tradingFacts(trading: NonNullable<Owner['trading']>): TradingFacts {
  const years = Object.keys(trading.monthlyReturns)
    .map(Number)
    .sort((a, b) => a - b);
  return {
    years,
    monthlyReturns: years.flatMap((year) => trading.monthlyReturns[String(year)] ?? []),
    annualReturns: trading.annualReturns.map(({ year, value, partial }) => ({
      year,
      value,
      partial: partial ?? false,
    })),
    headline: {
      averageRiskScoreSevenDays: trading.averageRiskScoreSevenDays,
      profitableWeeks: trading.profitableWeeks,
    },
    disclosure: {
      referral: trading.referral,
      offersCfds: trading.offersCfds,
      cfdRetailLossPercent: trading.cfdRetailLossPercent ?? null,
    },
  };
}

/** A country's name in a language ('IT' → 'Italy', 'Italia'), from the platform's own data. */
export function countryName(code: string, language: string): string {
  return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
}

/** The owner's texts of one language, by namespace, under the keys the site's facts name. */
export function ownerTexts(owner: Owner, language: string): Record<string, Tree> {
  const [{ code: fallback = language } = {}] = siteLanguages(owner.site);
  // A text in one language: its own version, else the site's first language's (untranslated).
  const inLanguage = <T>(value: Partial<Record<string, T>>) =>
    (value[language] ?? value[fallback]) as T;
  const say = (value: Text) => inLanguage(value);
  const sayList = (value: Partial<Record<string, string[]>>) => inLanguage(value);
  const seo: Tree = {};
  const location = `${say(owner.profile.location.city)}, ${countryName(owner.profile.location.countryCode, language)}`;
  if (owner.profile.description) seo.home = { description: say(owner.profile.description) };
  const namespaces: Record<string, Tree> = {
    common: {
      about_intro: say(owner.profile.about.intro),
      ...(owner.profile.pitch ? { about_pitch: say(owner.profile.pitch) } : {}),
      owner_location: location,
      ...(owner.profile.about.experience
        ? { about_experience: say(owner.profile.about.experience) }
        : {}),
      seo,
    },
    legal: {
      hosting_based_in: say(owner.legal.hosting.basedIn),
      ...(owner.legal.hosting.logRetention
        ? { hosting_log_retention: say(owner.legal.hosting.logRetention) }
        : {}),
    },
    cv: {
      profile_text: say(owner.profile.cvProfile ?? owner.profile.about.intro),
      city: say(owner.profile.location.city),
      location,
    },
  };
  // A page's intro and description are the owner's where given, else the template's.
  const section = (key: string, file: { intro?: Text; description?: Text }, rest: Tree) => {
    if (file.description) seo[key] = { description: say(file.description) };
    namespaces[key] = { ...(file.intro ? { intro: say(file.intro) } : {}), ...rest };
  };
  section('experience', owner.experience, {
    entries: Object.fromEntries(
      owner.experience.entries.map((entry) => [
        entry.id,
        {
          role: say(entry.role),
          ...(entry.description ? { description: say(entry.description) } : {}),
          ...(entry.topics ? { topics: sayList(entry.topics) } : {}),
          ...(entry.grade ? { grade: say(entry.grade) } : {}),
        },
      ]),
    ),
  });
  if (owner.projects) {
    const entries = owner.projects.entries;
    section('projects', owner.projects, {
      names: Object.fromEntries(
        entries.flatMap((project) =>
          typeof project.name === 'string' ? [] : [[project.id, say(project.name)]],
        ),
      ),
      types: Object.fromEntries(entries.map((project) => [project.id, say(project.description)])),
    });
  }
  if (owner.courses) {
    section('courses', owner.courses, {
      items: Object.fromEntries(
        owner.courses.entries.map((course) => [
          course.id,
          {
            title: say(course.title),
            ...(course.description ? { description: say(course.description) } : {}),
            ...(course.duration ? { duration: say(course.duration) } : {}),
            ...(course.topics ? { topics: sayList(course.topics) } : {}),
          },
        ]),
      ),
    });
  }
  if (owner.testimonials) {
    section('testimonials', owner.testimonials, {
      items: Object.fromEntries(
        owner.testimonials.entries.map((person) => [
          person.id,
          {
            name: person.name,
            quote: say(person.quote),
            ...(person.role ? { role: say(person.role) } : {}),
          },
        ]),
      ),
    });
  }
  const notice = legalNoticeTexts(owner, say);
  if (Object.keys(notice).length > 0) namespaces['legal-notice'] = notice;
  if (owner.trading) {
    section('trading', owner.trading, { description: say(owner.trading.about) });
  }
  return namespaces;
}
