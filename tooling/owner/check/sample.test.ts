/**
 * The sample owner against the spec: the template ships it as the fixture every
 * test of the site is written against, so it keeps every section with the
 * spec's fixed counts and figures. An owner's own folder is not held to these.
 */
import { describe, expect, it } from 'vitest';
import { courses } from '../../../src/content/courses';
import { experience } from '../../../src/content/experience';
import { companies, projects } from '../../../src/content/projects';
import { testimonials } from '../../../src/content/testimonials';
import {
  ANNUAL_RETURNS,
  MONTHLY_RETURNS,
  PERFORMANCE_YEARS,
  monthlyReturnsOf,
} from '../../../src/content/trading';
import { cumulativeSeries, lastPresent, sumReturns } from '../../../src/lib/series';
import { ownerTextFiles } from '../../checks/content/checks';
import { checkTerms, TERM_RULES, type TermRule } from '../../checks/content/termCheck';
import { readOwner } from '../read/load';
import { ownerModel } from '../read/model';
import { siteStrings } from '../read/siteStrings';
import { templateStrings } from '../read/strings';
import { readSampleFile, SAMPLE_FOLDER } from '../testing/ownerCopy';

/**
 * The sample's own word choices, from the copy reviews (docs/decisions/copy-and-terms.md,
 * "One name per thing"): they are the sample's, so they live with its tests, not in the
 * template's term check.
 */
const SAMPLE_TERM_RULES: readonly TermRule[] = [
  {
    language: 'it',
    pattern: /\bverificatore di copertura\b|\bcopertura della fibra\b/i,
    instead: '"verifica della copertura in fibra", the one name for the coverage checker',
  },
  {
    language: 'it',
    pattern: /\blettore sfogliabile\b/i,
    instead: '"lettore dell’edizione digitale", the one name for the e-edition reader',
  },
  {
    language: 'it',
    pattern: /\bdiagnos(i|tic[oi])\b/i,
    instead: '"diagnostica" ("strumento di diagnostica", "visualizzatore di diagnostica")',
  },
  { language: 'it', pattern: /\btitoli da dividendo\b/i, instead: '"azioni da dividendo"' },
  {
    language: 'it',
    pattern: /\bservizio clienti\b/i,
    instead: '"assistenza", the one word for customer service',
  },
  { language: 'it', pattern: /\bsquadr[ae]\b/i, instead: '"team"' },
  { language: 'it', pattern: /\bfattur[ae]\b/i, instead: '"bollette", the one word for bills' },
  { language: 'it', pattern: /\bself-care\b/i, instead: '"area clienti online"' },
  {
    language: 'en',
    pattern: /\bpage-flip reader\b/i,
    instead: '"e-edition reader", the one name for the reader',
  },
  {
    language: 'en',
    // Lower case only: "Customer Care Operations Manager" is a job title.
    pattern: /\bcustomer care\b/,
    instead: '"support", the one word for customer service',
  },
  { language: 'en', pattern: /\bsquads?\b/i, instead: '"team"' },
  { language: 'en', pattern: /\binvoices?\b/i, instead: '"bills", the one word for bills' },
  { language: 'en', pattern: /\bself-care\b/i, instead: '"online account area"' },
  {
    language: 'en',
    pattern: /\bfront-end (technical )?architect\b/i,
    instead:
      'the job title as the spec writes it, "Senior Software Engineer / Technical Architect FE"',
  },
  {
    language: '*',
    pattern: /\bTECNAVIA\b(?! APPS s\.r\.l\.)/,
    instead: '"TECNAVIA APPS s.r.l.", the company\'s one spelling',
  },
  {
    language: 'it',
    pattern: /\bbanco cruscotto\b/i,
    instead: '"banco prova" ("su un cruscotto vero")',
  },
];

const SPEC_COURSES = [
  ['git', 2.5],
  ['typescript', 1.5],
  ['jquery', 3],
  ['php', 11.5],
  ['cpp', 14.5],
  ['html5', 5],
  ['angularjs', 3.5],
  ['java', 7.5],
  ['javascript', 10.5],
  ['c', 6.5],
  ['assembler-8086', 6],
  ['databases-sql', 6],
];

type Texts = { en: string; it: string };
const courseFile = readSampleFile('courses') as {
  entries: { id: string; hours: number; duration: Texts; description: Texts }[];
};

describe('the sample owner', () => {
  it('has the spec’s 12 courses, in its order, with its hours, stated in both languages', () => {
    expect(courses?.entries.map((course) => [course.id, course.hours])).toEqual(SPEC_COURSES);
    for (const course of courseFile.entries) {
      expect(course.duration.en, course.id).toBe(`${course.hours} hours`);
      expect(course.duration.it, course.id).toBe(`${String(course.hours).replace('.', ',')} ore`);
    }
  });

  it('calls a course the longest only when its hours say so', () => {
    const longest = Math.max(...courseFile.entries.map((course) => course.hours));
    for (const course of courseFile.entries) {
      if (/\blongest\b|\bpiù lung/i.test(`${course.description.en} ${course.description.it}`)) {
        expect(course.hours, course.id).toBe(longest);
      }
    }
  });

  it('has 24 testimonials, 14 projects for the spec’s five companies in its order', () => {
    expect(testimonials?.entries).toHaveLength(24);
    expect(companies).toEqual([
      'RGI',
      'Italiaonline',
      'TECNAVIA APPS s.r.l.',
      'Teoresi',
      'Fastweb',
    ]);
    const entries = projects?.entries ?? [];
    expect(entries).toHaveLength(14);
    const countFor = (company: string) => entries.filter((p) => p.company === company).length;
    // RGI's pager shows, Fastweb's does not.
    expect(countFor('RGI')).toBeGreaterThan(2);
    expect(countFor('Fastweb')).toBeLessThanOrEqual(2);
  });

  it('has experience from 2005 to the present, at all five employers', () => {
    const { entries } = experience;
    expect(entries.some((entry) => entry.period.startsWith('09/2005'))).toBe(true);
    expect(entries.filter((entry) => entry.company === 'RGI').map((e) => e.period)).toEqual([
      '09/2021 – Present',
    ]);
    for (const company of companies) {
      expect(entries.map((entry) => entry.company)).toContain(company);
    }
  });

  it('has 48 months from January 2022, the last two missing, adding up to the annual returns', () => {
    expect(PERFORMANCE_YEARS).toEqual([2022, 2023, 2024, 2025]);
    expect(MONTHLY_RETURNS).toHaveLength(48);
    expect(MONTHLY_RETURNS.slice(46)).toEqual([null, null]);
    expect(
      ANNUAL_RETURNS.map(({ year, value, partial = false }) => [year, value, partial]),
    ).toEqual([
      [2022, -10.92, false],
      [2023, 18.51, false],
      [2024, 8.83, false],
      [2025, 8.69, true],
    ]);
    for (const { year, value } of ANNUAL_RETURNS)
      expect(sumReturns(monthlyReturnsOf(year))).toBe(value);
    for (const value of cumulativeSeries(MONTHLY_RETURNS)) {
      if (value !== null) expect(Number(value.toFixed(2))).toBe(value);
    }
    expect(lastPresent(cumulativeSeries(MONTHLY_RETURNS))).toBe(
      sumReturns(ANNUAL_RETURNS.map((entry) => entry.value)),
    );
    expect(new Set(MONTHLY_RETURNS.filter((value) => value !== null)).size).toBeGreaterThan(40);
  });

  it('keeps what the spec fixes where an owner’s site says what is true for its owner', () => {
    const { owner } = readOwner(SAMPLE_FOLDER);
    if (!owner) throw new Error('the sample must load');
    const button = (strings: Record<string, Record<string, object>>, language: string) =>
      (strings[language]?.common as { cookie_banner: { accept: string } }).cookie_banner.accept;
    // The banner's “Accept” / “Accetta”, over the template's acknowledgement.
    const template = templateStrings();
    expect([button(template, 'en'), button(template, 'it')]).toEqual(['OK', 'Ho capito']);
    const site = siteStrings(owner, template);
    expect([button(site, 'en'), button(site, 'it')]).toEqual(['Accept', 'Accetta']);
    // The detected language cached; the host not the owner's processor, so no transfer.
    expect(ownerModel(owner).languageMemory).toBe('detected');
    expect(owner.legal.hosting.processorAgreement).toBe(false);
  });

  it('keeps one name per thing: its own words set aside fail', () => {
    const italian = {
      path: 'sample-owner/projects.json (it)',
      language: 'it',
      content: {
        reader: 'Il lettore sfogliabile era lento',
        checker: 'Il verificatore di copertura',
        bench: 'provandole ogni settimana su un vero banco cruscotto',
      },
    };
    const english = {
      path: 'sample-owner/experience.json (en)',
      language: 'en',
      content: {
        role: 'Customer Care Operations Manager at Fastweb',
        text: 'calls to customer care halved',
      },
    };
    const found = checkTerms([italian, english], SAMPLE_TERM_RULES);
    expect(found.map((message) => message.split(';')[0])).toEqual([
      'sample-owner/projects.json (it): key "reader" says "lettore sfogliabile"',
      'sample-owner/projects.json (it): key "checker" says "verificatore di copertura"',
      'sample-owner/projects.json (it): key "bench" says "banco cruscotto"',
      'sample-owner/experience.json (en): key "text" says "customer care"',
    ]);
  });

  it('keeps the copy reviews’ words: no advice on any of its texts', () => {
    const texts = ownerTextFiles(readOwner(SAMPLE_FOLDER));
    expect(checkTerms(texts, [...TERM_RULES, ...SAMPLE_TERM_RULES])).toEqual([]);
  });
});
