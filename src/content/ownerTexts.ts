// Written by `npm run template:schema` from each owner file’s schema (tooling/owner/files/<file>.ts):
// edit the schema, not this file. Served in each language by the file’s module (virtual:owner/<module>).

/** profile.json's texts in one language, under their paths in the file. */
export type ProfileTexts = {
  /** Your job title, under your name on the home page, in the page titles and the CV: one string shown as written in every language, or a text in each */
  jobTitle: string;
  /** Where you live, shown beside your name */
  location: {
    /** Your city, in each language: the home card and the CV */
    city: string;
  };
  /** The home page’s About me */
  about: {
    /** The first paragraph of About me on the home page */
    intro: string;
    /** A second paragraph under it */
    experience?: string;
  };
  /** One line that says what you do, under your name on the home page’s first screen; without it, none */
  pitch?: string;
  /** The home page's description for search engines; without it, the template's */
  description?: string;
  /** The CV's profile paragraph; without it, the about texts */
  cvProfile?: string;
  /** The languages you speak, in the order to list them: the home page’s about section and the CV (JSON Resume’s languages) */
  spokenLanguages?: readonly {
    /** The language’s name, in each language of the site */
    language: string;
    /** How well you speak it, in each language of the site */
    fluency?: string;
  }[];
};

/** legal.json's texts in one language, under their paths in the file. */
export type LegalTexts = {
  /** Who serves the site and keeps its server logs, as the privacy policy names them */
  hosting: {
    /** Where that company is based, as the privacy policy says it after its name */
    basedIn: string;
    /** How long the host keeps its server logs: the period its privacy statement or hosting documentation states, as it states it; if they state none, say so, e.g. { "en": "GitHub states no fixed period" }. The privacy policy quotes it (npm run owner:check asks for it) */
    logRetention?: string;
  };
  /** A legal notice page (Impressum, mentions légales) with your name, postal address and email and these facts. Where your country's law asks for one (Germany, Austria and France always; Spain, Italy, the Netherlands, Ireland and the United Kingdom for a site run as part of an economic activity: businessActivity) the site has it anyway and npm run owner:check asks for what it needs; elsewhere the page appears when this field is present, even as {} */
  legalNotice?: {
    /** For a regulated profession: its title and the country that granted it, your chamber, and the professional rules with where to read them */
    profession?: string;
    /** What your business does (in Austria the Offenlegung’s Unternehmensgegenstand, § 25 MedienG) */
    activity?: string;
  };
};

/** experience.json's texts in one language, under their paths in the file. */
export type ExperienceTexts = {
  /** The page's opening paragraph, under its title; without it, the template's */
  intro?: string;
  /** The page's description for search engines and link previews; without it, the template's */
  description?: string;
  /** Newest first, as the page lists them */
  entries: readonly {
    /** The job title, or the degree: the entry’s heading */
    role: string;
    /** What you did, under the heading */
    description?: string;
    /** Translated phrases shown after the technology names (courses taken, subjects) */
    topics?: readonly string[];
    /** A course of study’s final grade, e.g. "110/110 cum laude" */
    grade?: string;
  }[];
};

/** projects.json's texts in one language, under their paths in the file. */
export type ProjectsTexts = {
  /** The page's opening paragraph, under its title; without it, the template's */
  intro?: string;
  /** The page's description for search engines and link previews; without it, the template's */
  description?: string;
  /** The projects, in the page’s order */
  entries: readonly {
    /** The card’s title: a product’s name as written, or a translated name that describes it */
    name: string;
    /** What it is and what you did: the card’s text */
    description: string;
  }[];
};

/** courses.json's texts in one language, under their paths in the file. */
export type CoursesTexts = {
  /** The page's opening paragraph, under its title; without it, the template's */
  intro?: string;
  /** The page's description for search engines and link previews; without it, the template's */
  description?: string;
  /** The courses, in the page’s order */
  entries: readonly {
    /** The card’s title */
    title: string;
    /** What it teaches: the card’s text */
    description?: string;
    /** How long it takes, as the card says it */
    duration?: string;
    /** Translated phrases shown after the technology names */
    topics?: readonly string[];
  }[];
};

/** testimonials.json's texts in one language, under their paths in the file. */
export type TestimonialsTexts = {
  /** The page's opening paragraph, under its title; without it, the template's */
  intro?: string;
  /** The page's description for search engines and link previews; without it, the template's */
  description?: string;
  /** The people, in the page’s order */
  entries: readonly {
    /** Who they are to you, under the name */
    role?: string;
    /** What they said, in quotes */
    quote: string;
  }[];
};

/** trading.json's texts in one language, under their paths in the file. */
export type TradingTexts = {
  /** The page's opening paragraph, under its title; without it, the template's */
  intro?: string;
  /** The page's description for search engines and link previews; without it, the template's */
  description?: string;
  /** What kind of investor you are: the page’s second paragraph */
  about: string;
};
