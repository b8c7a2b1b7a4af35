import { describe, expect, it } from 'vitest';
import { measuredText } from './measuredText';
import { languageSubsets } from './subsets';

describe('languageSubsets', () => {
  it('needs only latin for English and Italian', () => {
    expect(languageSubsets(['en', 'it'])).toEqual({
      subsets: ['latin'],
      primary: ['latin'],
      unknown: [],
    });
  });

  it('adds what a language writes beyond Latin-1, by its base code', () => {
    expect(languageSubsets(['it', 'pl-PL'])).toMatchObject({ subsets: ['latin', 'latin-ext'] });
    expect(languageSubsets(['uk'])).toMatchObject({
      subsets: ['cyrillic', 'latin'],
      primary: ['cyrillic'],
    });
  });

  it('takes an unknown language as Latin script and names it', () => {
    expect(languageSubsets(['en', 'xx'])).toEqual({
      subsets: ['latin', 'latin-ext'],
      primary: ['latin'],
      unknown: ['xx'],
    });
  });
});

describe('measuredText', () => {
  it('measures the languages it knows, English for the others', () => {
    expect(measuredText(['it'])).toMatch(/^Ingegnere/);
    expect(measuredText(['en', 'it-IT'])).toMatch(/^Senior.*Ingegnere/);
    expect(measuredText(['xx'])).toBe(measuredText(['en']));
  });
});
