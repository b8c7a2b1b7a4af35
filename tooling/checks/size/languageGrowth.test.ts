import { describe, expect, it } from 'vitest';
import type { Language } from '../../../src/lib/language';
import { hashSite } from '../../build/hashSite';
import { pathSite } from '../../build/pathSite';
import type { OutputFile, SiteInput } from '../../build/siteInput';
import { sampleSiteInput } from '../../build/testing/sampleSiteInput';
import { templateSite } from '../../build/testing/templateSite';
import { BUDGETS } from './budgets';
import { firstPaintBytes, largestFirstPaint } from './firstPaintBytes';

/** A page about the size of the site's largest (the Italian testimonials), unlike any other. */
const page = (routeKey: string, language: string) =>
  `<main><h1>${language} ${routeKey}</h1>${Array.from(
    { length: 400 },
    (_, index) =>
      `<p>${routeKey} ${language} ${index * 7919} ${(index * 104_729).toString(36)}</p>`,
  ).join('')}</main>`;

const THIRD = 'xx' as Language;

async function largest(
  write: (input: SiteInput) => Promise<OutputFile[]>,
  languages: readonly Language[],
) {
  const files = await write(sampleSiteInput(page, languages));
  const read = (path: string) => {
    const file = files.find((candidate) => candidate.path === path);
    if (!file) throw new Error(`no ${path} written`);
    return file.content;
  };
  const [first = ''] = languages;
  return largestFirstPaint(firstPaintBytes(read), first);
}

describe('what a third language adds to the first paint', () => {
  for (const [mode, write] of [
    ['hash', hashSite],
    ['path', pathSite],
  ] as const) {
    it(`stays within ${BUDGETS.languageGrowthGzip / 1000} kB on every page (${mode} mode)`, async () => {
      const { languageCodes } = templateSite();
      const two = await largest(write, languageCodes);
      const three = await largest(write, [...languageCodes, THIRD]);
      expect(three).toBeGreaterThan(two);
      expect(three - two).toBeLessThanOrEqual(BUDGETS.languageGrowthGzip);
    });
  }
});
