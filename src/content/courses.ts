/** The owner's online courses, in page order, each with its texts in the page's language (courses.json). */
import { courses, platform, texts } from 'virtual:owner/courses';
import type { Language } from '../lib/language';
import { textsIn, withTexts } from './texts';

export { courses, platform };

/** courses.json's texts in a language: the page's intro and description where the owner gives them. */
export const coursesTexts = (language: Language) => textsIn(texts, language);

export const coursesIn = (language: Language) => withTexts(courses, coursesTexts(language).entries);

export type CourseItem = ReturnType<typeof coursesIn>[number];
