/**
 * profile.json's facts as the site reads them (`virtual:owner/profile`,
 * tooling/owner/files/profile.ts), whole, each field under its name in the file
 * (typed by ownerFacts.ts), and its texts in the page's language under theirs
 * (the job title, the about texts, the city, the spoken languages…). The build
 * reads the types too.
 */
import { profile, texts } from 'virtual:owner/profile';
import type { Language } from '../lib/language';
import type { ProfileFacts } from './ownerFacts';
import { textsIn } from './texts';

export { profile };

/** profile.json's texts in a language, with the city and its country in words (`location.full`). */
export const profileTexts = (language: Language) => textsIn(texts, language);

/** The networks the site has an icon for (SocialIcon): those profile.json's schema lists. */
export type NetworkKey = ProfileFacts['profiles'][number]['network'];
