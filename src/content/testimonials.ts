import type { Testimonial } from './types';

/**
 * What colleagues, managers, clients, mentees and teachers say, in the order the
 * page shows them. Names, roles and quotes live in src/locales/{en,it}/testimonials.json;
 * the profile links are sample values (see src/content/identity.ts).
 */
function testimonial(id: string): Testimonial {
  return {
    id,
    nameKey: `items.${id}.name`,
    roleKey: `items.${id}.role`,
    quoteKey: `items.${id}.quote`,
    linkedinUrl: `https://www.linkedin.com/in/${id}-sample`,
  };
}

export const testimonials: readonly Testimonial[] = [
  testimonial('giulia-ferraris'),
  testimonial('elena-ricci'),
  testimonial('hannah-brooks'),
  testimonial('chiara-valsecchi'),
  testimonial('andrea-colombo'),
  testimonial('nadia-benali'),
  testimonial('marco-bellandi'),
  testimonial('lucia-martini'),
  testimonial('luca-moretti'),
  testimonial('stefano-galli'),
  testimonial('rahul-menon'),
  testimonial('roberto-fenoglio'),
  testimonial('valentina-russo'),
  testimonial('sofia-lindqvist'),
  testimonial('amira-haddad'),
  testimonial('yuki-tanaka'),
  testimonial('katarzyna-nowak'),
  testimonial('oluwaseun-adeyemi'),
  testimonial('matteo-rinaldi'),
  testimonial('thomas-keller'),
  testimonial('francesca-de-luca'),
  testimonial('paolo-gentile'),
  testimonial('giorgio-santoro'),
  testimonial('isabel-moreno'),
];
