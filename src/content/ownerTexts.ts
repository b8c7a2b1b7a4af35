/**
 * The owner's texts the pages read in the common namespace, each under its path
 * in profile.json (`about.intro` is the file's about.intro); `location.full`,
 * the city and country in words, is made from `location`. The build writes them
 * typed by this (tooling/owner/files/profile.ts), and the pages and the CV name
 * them through `profileText`, so a field renamed on one side fails `tsc` on the other.
 */
export interface ProfileTexts {
  jobTitle: string;
  about: { intro: string; experience?: string };
  pitch?: string;
  /** The city, and the city with its country in words ('Turin, Italy'). */
  location: { city: string; full: string };
  /** By position: `spokenLanguages.0.language` → 'Italian'. */
  spokenLanguages?: Record<string, { language: string; fluency?: string }>;
}

/** Every path to a text of a tree of texts: 'jobTitle', 'about.intro', 'spokenLanguages.0.fluency'. */
export type TextPath<Tree> = {
  [Key in keyof Tree & string]: NonNullable<Tree[Key]> extends string
    ? Key
    : `${Key}.${TextPath<NonNullable<Tree[Key]>>}`;
}[keyof Tree & string];

/** The key of one of the owner's profile texts in the common namespace. */
export const profileText = (path: TextPath<ProfileTexts>): string => path;
