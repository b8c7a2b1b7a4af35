import { experience, texts } from 'virtual:owner/experience';
import type { Language } from '../lib/language';
import { textsIn, withTexts } from './texts';

export { experience };

/** experience.json's texts in a language: the page's intro and description where the owner gives them. */
export const experienceTexts = (language: Language) => textsIn(texts, language);

/** Work and study, newest first, each with its texts in the language (experience.json). */
export const experienceIn = (language: Language) =>
  withTexts(experience.entries, experienceTexts(language).entries);

export type ExperienceItem = ReturnType<typeof experienceIn>[number];
