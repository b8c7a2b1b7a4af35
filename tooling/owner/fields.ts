/** The field shapes every owner file uses (schema.ts, legalSchema.ts, siteSchema.ts). */
import { z } from 'zod';

export const requiredText = z
  .string({ error: (issue) => (issue.input === undefined ? 'is missing' : 'must be text') })
  .trim()
  .min(1, { error: 'is empty' });

/** A language code as a text's key: 'en', 'it', 'de' (ISO 639-1, or a 3-letter 639-2 code). */
export const LANGUAGE_CODE = /^[a-z]{2,3}$/;

function isHttpsUrl(text: string): boolean {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
}

export const httpsUrl = requiredText.refine(isHttpsUrl, { error: 'must be an https URL' });
