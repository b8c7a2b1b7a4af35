/**
 * The owner's projects (projects.json), each with its texts in the page's
 * language, and the companies in the order the filter lists them, the first
 * selected.
 */
import { projects, texts } from 'virtual:owner/projects';
import type { Language } from '../lib/language';
import { textsIn, withTexts } from './texts';

export { projects };

/** The companies in the filter's order, the first selected; none without projects.json. */
export const companies = projects?.companies ?? [];

/** projects.json's texts in a language: the page's intro and description where the owner gives them. */
export const projectsTexts = (language: Language) => textsIn(texts, language);

export const projectsIn = (language: Language) =>
  withTexts(projects?.entries ?? [], projectsTexts(language).entries);

export type ProjectItem = ReturnType<typeof projectsIn>[number];
