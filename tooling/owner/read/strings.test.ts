import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OWNER_LOCALES, readOwnerStrings, templateStrings } from './strings';

const template = templateStrings();
let path = '';
afterEach(() => rmSync(path, { recursive: true, force: true }));

/** The problems of an owner folder whose locales/en/legal.json holds these overrides. */
function problemsOf(legal: object): string[] {
  path = mkdtempSync(join(tmpdir(), 'owner-strings-'));
  mkdirSync(join(path, OWNER_LOCALES, 'en'), { recursive: true });
  writeFileSync(join(path, OWNER_LOCALES, 'en', 'legal.json'), JSON.stringify(legal));
  return readOwnerStrings({ path, name: 'owner' }, ['en'], template).problems;
}

const complaint = (text: string) => ({
  cookie: { sections: { rights: { 'p2@!ch': text } } },
});

describe('an override of a template string', () => {
  it('keeps the template’s placeholders and tags, in its own words', () => {
    expect(
      problemsOf(complaint('You may complain to <authority>{{authority}}</authority>, too.')),
    ).toEqual([]);
  });

  it('fails a tag the template’s text lacks, which the page would print as written', () => {
    // A fork made when the policies linked Italy's authority through <garante>.
    expect(
      problemsOf(
        complaint('Sie können sich bei der <garante>Aufsichtsbehörde</garante> beschweren.'),
      ),
    ).toEqual([
      'owner/locales/en/legal.json: key "cookie.sections.rights.p2@!ch" uses <garante>, which this text does not have (it has <authority>): the site would print it as written',
    ]);
  });

  it('fails a placeholder the template’s text lacks, naming the ones it has', () => {
    expect(problemsOf(complaint('Complain to <authority>{{garante}}</authority>.'))).toEqual([
      'owner/locales/en/legal.json: key "cookie.sections.rights.p2@!ch" uses {{garante}}, which this text does not have (it has {{authority}})',
    ]);
  });

  it('fails a key the template does not have', () => {
    expect(problemsOf({ cookie: { sections: { rights: { p9: 'Text' } } } })).toEqual([
      'owner/locales/en/legal.json: key "cookie.sections.rights.p9" is not a key of the template\'s strings (a typo?)',
    ]);
  });
});
