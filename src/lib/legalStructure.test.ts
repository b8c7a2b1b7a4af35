import { describe, expect, it } from 'vitest';
import { readLegalDocument } from './legalStructure';
import { OPTIONAL_SECTIONS } from './routes';

/** The template's legal texts, in every language it ships. */
const TEMPLATE_LEGAL_TEXTS = import.meta.glob<Record<'privacy' | 'cookie', { sections: object }>>(
  '../locales/*/legal.json',
  { eager: true, import: 'default' },
);

/** A small well-formed document; each test breaks one part of it. */
function sampleDocument(sections: Record<string, unknown> = {}) {
  return {
    title: 'Policy',
    updated: 'Last updated: <date>{{policiesUpdated}}</date>',
    sections: {
      intro: { heading: 'Introduction', p1: 'First.', list1: { a: 'Item A', b: 'Item B' } },
      ...sections,
    },
  };
}

const TABLE = {
  caption: 'Stored items',
  columns: { name: 'Name', purpose: 'Purpose' },
  rows: {
    theme: { name: 'theme', purpose: 'Remembers the theme' },
    consent: { name: 'cookieConsent', purpose: 'Remembers the choice' },
  },
};

function problemsOf(sections: Record<string, unknown>) {
  return readLegalDocument(sampleDocument(sections), 'policy', OPTIONAL_SECTIONS).problems;
}

describe('readLegalDocument', () => {
  it('reads paragraphs, lists and tables in the order of the file', () => {
    const document = sampleDocument({
      storage: { heading: 'Storage', p1: 'Before.', table: TABLE, p2: 'After.' },
    });
    expect(readLegalDocument(document, 'policy', OPTIONAL_SECTIONS)).toEqual({
      problems: [],
      sections: [
        {
          id: 'intro',
          blocks: [
            { kind: 'paragraph', key: 'p1' },
            { kind: 'list', key: 'list1', items: ['a', 'b'] },
          ],
        },
        {
          id: 'storage',
          blocks: [
            { kind: 'paragraph', key: 'p1' },
            {
              kind: 'table',
              key: 'table',
              columns: ['name', 'purpose'],
              rows: ['theme', 'consent'],
            },
            { kind: 'paragraph', key: 'p2' },
          ],
        },
      ],
    });
  });

  for (const [file, legal] of Object.entries(TEMPLATE_LEGAL_TEXTS)) {
    const language = file.split('/')[2];
    for (const documentKey of ['privacy', 'cookie'] as const) {
      it(`reads the ${documentKey} policy (${language}) without a problem, section by section`, () => {
        const { sections, problems } = readLegalDocument(
          legal[documentKey],
          documentKey,
          OPTIONAL_SECTIONS,
        );
        expect(problems).toEqual([]);
        expect(sections.map((section) => section.id)).toEqual(
          Object.keys(legal[documentKey].sections),
        );
      });
    }
  }

  it('rejects a section part it does not know, naming the vocabulary', () => {
    expect(problemsOf({ rights: { heading: 'Rights', lisst1: { a: 'Access' } } })).toEqual([
      {
        key: 'policy.sections.rights.lisst1',
        problem:
          'is not a known part of a legal section (known: heading, p1, p2…, list1, list2…, table)',
      },
    ]);
  });

  it.each(['p', 'paragraph1', 'list', 'P1', 'table1', 'p1a'])(
    'rejects the section part "%s"',
    (name) => {
      expect(problemsOf({ extra: { heading: 'Extra', p1: 'Text.', [name]: 'Text.' } })).toEqual([
        expect.objectContaining({ key: `policy.sections.extra.${name}` }),
      ]);
    },
  );

  it('keeps the well-formed parts of a section that has an unknown one', () => {
    const document = sampleDocument({ extra: { heading: 'Extra', p1: 'Kept.', note: 'Dropped.' } });
    const extra = readLegalDocument(document, 'policy', OPTIONAL_SECTIONS).sections[1];
    expect(extra).toEqual({ id: 'extra', blocks: [{ kind: 'paragraph', key: 'p1' }] });
  });

  it('asks for a heading and for some content in every section', () => {
    expect(problemsOf({ empty: {} })).toEqual([
      { key: 'policy.sections.empty.heading', problem: 'is missing' },
      { key: 'policy.sections.empty', problem: 'has no paragraph, list or table' },
    ]);
  });

  it('tells texts and groups of keys apart', () => {
    expect(
      problemsOf({
        mixed: { heading: { text: 'Heading' }, p1: { text: 'Text' }, list1: 'Not a list', p2: 3 },
      }),
    ).toEqual([
      { key: 'policy.sections.mixed.heading', problem: 'must be a text, not a group of keys' },
      { key: 'policy.sections.mixed.p1', problem: 'must be a text, not a group of keys' },
      {
        key: 'policy.sections.mixed.list1',
        problem: 'must be a group of keys (a list: one text per item)',
      },
      { key: 'policy.sections.mixed.p2', problem: 'must be a text' },
    ]);
  });

  it('rejects an empty list and a list item that is not a text', () => {
    expect(
      problemsOf({ lists: { heading: 'Lists', list1: {}, list2: { a: 'A', b: { c: 'C' } } } }),
    ).toEqual([
      { key: 'policy.sections.lists.list1', problem: 'is empty' },
      { key: 'policy.sections.lists.list2.b', problem: 'must be a text, not a group of keys' },
    ]);
  });

  it('rejects a section that is a text', () => {
    expect(problemsOf({ loose: 'A paragraph without a section' })).toEqual([
      {
        key: 'policy.sections.loose',
        problem: 'must be a group of keys (a section: heading, p1, p2…, list1, list2…, table)',
      },
    ]);
  });

  describe('tables', () => {
    const tableProblems = (table: unknown) =>
      problemsOf({ storage: { heading: 'Storage', table } });

    it('needs a caption, columns and rows, and nothing else', () => {
      expect(tableProblems({ columns: TABLE.columns, rows: TABLE.rows, footer: 'x' })).toEqual([
        {
          key: 'policy.sections.storage.table.footer',
          problem: 'is not a known part of a table (known: caption, columns, rows)',
        },
        { key: 'policy.sections.storage.table.caption', problem: 'is missing' },
      ]);
      expect(tableProblems({ caption: 'Items', rows: TABLE.rows })).toEqual([
        {
          key: 'policy.sections.storage.table.columns',
          problem: 'is missing (one text per column)',
        },
      ]);
      expect(tableProblems({ caption: 'Items', columns: TABLE.columns, rows: {} })).toEqual([
        { key: 'policy.sections.storage.table.rows', problem: 'is empty' },
      ]);
      expect(tableProblems('A table')).toEqual([
        {
          key: 'policy.sections.storage.table',
          problem: 'must be a group of keys (a table: caption, columns, rows)',
        },
      ]);
    });

    it('needs exactly one text per column in every row', () => {
      const rows = {
        theme: { name: 'theme', colour: 'blue' },
        consent: 'cookieConsent',
      };
      expect(tableProblems({ ...TABLE, rows })).toEqual([
        { key: 'policy.sections.storage.table.rows.theme.purpose', problem: 'is missing' },
        {
          key: 'policy.sections.storage.table.rows.theme.colour',
          problem: 'is not a known part of this row: one text per column (known: name, purpose)',
        },
        {
          key: 'policy.sections.storage.table.rows.consent',
          problem: 'must be a group of keys (one text per column: name, purpose)',
        },
      ]);
    });
  });

  describe('the document around the sections', () => {
    it('needs a title, the last update, and sections, and nothing else', () => {
      const { problems } = readLegalDocument(
        { sections: { intro: {} }, subtitle: 'x' },
        'cookie',
        OPTIONAL_SECTIONS,
      );
      expect(problems.map(({ key, problem }) => `${key} ${problem}`)).toEqual([
        'cookie.subtitle is not a known part of a legal document (known: title, updated, sections)',
        'cookie.title is missing',
        'cookie.updated is missing',
        'cookie.sections.intro.heading is missing',
        'cookie.sections.intro has no paragraph, list or table',
      ]);
    });

    it('reads nothing, with one problem, from what is not a document', () => {
      for (const value of ['privacy', undefined, null, ['a']]) {
        const { sections, problems } = readLegalDocument(value, 'privacy', OPTIONAL_SECTIONS);
        expect(sections).toEqual([]);
        expect(problems).toHaveLength(1);
        expect(problems[0]?.key).toBe('privacy');
      }
    });

    it('reports a document without sections or with none in them', () => {
      const { title, updated } = sampleDocument();
      const base = { title, updated };
      expect(readLegalDocument(base, 'p', OPTIONAL_SECTIONS).problems).toEqual([
        { key: 'p.sections', problem: 'is missing (one group per section)' },
      ]);
      expect(readLegalDocument({ ...base, sections: {} }, 'p', OPTIONAL_SECTIONS).problems).toEqual(
        [{ key: 'p.sections', problem: 'is empty' }],
      );
    });
  });
});
