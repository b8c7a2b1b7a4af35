/** What people who worked with the owner say, in page order, with their texts in the page's language (testimonials.json). */
import { testimonials, texts } from 'virtual:owner/testimonials';
import type { Language } from '../lib/language';
import { textsIn, withTexts } from './texts';

export { testimonials };

/** testimonials.json's texts in a language: the page's intro and description where the owner gives them. */
export const testimonialsTexts = (language: Language) => textsIn(texts, language);

export const testimonialsIn = (language: Language) =>
  withTexts(testimonials?.entries ?? [], testimonialsTexts(language).entries);

export type TestimonialItem = ReturnType<typeof testimonialsIn>[number];
