/** The owner's online courses, in page order, each with its texts in the page's language (courses.json). */
import { courses, texts } from 'virtual:owner/courses';
import type { Language } from '../lib/language';
import { textsIn, withTexts } from './texts';

export { courses };

/** Where the courses are published ('Udemy'), named in each card's link. */
export const platform = courses?.platform ?? '';

/** courses.json's texts in a language: the page's intro and description where the owner gives them. */
export const coursesTexts = (language: Language) => textsIn(texts, language);

export const coursesIn = (language: Language) =>
  withTexts(courses?.entries ?? [], coursesTexts(language).entries);

export type CourseItem = ReturnType<typeof coursesIn>[number];
