import { isOptionalSection, OPTIONAL_SECTIONS } from './routes';
import { TranslationTreeCheck, type TreeProblem } from './translationTreeCheck';

/**
 * Which parts a document shows. A part or list item named with a condition
 * follows the owner's sections: `p2@testimonials` only while the site has a
 * testimonials page, `p2@!testimonials` only while it has none, so no policy
 * sentence speaks of a page the site leaves out. 'every' reads them all (the check).
 */
export type Sections = readonly string[] | 'every';

/** Whether a part is shown; problems with the condition itself are reported. */
function shown(
  name: string,
  key: string,
  sections: Sections,
  check: TranslationTreeCheck,
): boolean {
  const [, negated, page] = /@(!?)([^@]+)$/.exec(name) ?? [];
  if (page === undefined) return true;
  if (!isOptionalSection(page)) {
    check.report(
      key,
      `names "${page}", which is not a page that follows content (${OPTIONAL_SECTIONS.join(', ')})`,
    );
    return false;
  }
  return sections === 'every' || sections.includes(page) !== (negated === '!');
}

/** A part's name without its condition: 'p2@!testimonials' → 'p2'. */
const partName = (name: string) => name.replace(/@.*$/, '');

/**
 * The structure of the legal texts (privacy policy, cookie policy) as the legal
 * translation files spell it. Translation files hold only nested keys and texts,
 * so key names say what each part is, and key order is the reading order:
 *
 *   <document>       title, updated, updated_datetime, sections
 *   sections.<id>    heading, then paragraphs p1, p2…, lists list1, list2… (one
 *                    text per item) and a table (caption, columns, rows.<row>.<column>)
 *
 * Anything else is reported as a problem, never silently dropped: the content
 * check (npm run check:content) reads the files with these same functions.
 */

export type LegalBlock =
  | { kind: 'paragraph'; key: string }
  | { kind: 'list'; key: string; items: string[] }
  | { kind: 'table'; key: string; columns: string[]; rows: string[] };

export interface LegalSection {
  id: string;
  blocks: LegalBlock[];
}

export interface LegalDocumentStructure {
  /** The well-formed sections, in reading order. */
  sections: LegalSection[];
  /** Everything that is not part of the structure above; empty when all is well. */
  problems: TreeProblem[];
}

const DOCUMENT_PARTS = ['title', 'updated', 'updated_datetime', 'sections'];
const SECTION_PARTS = 'heading, p1, p2…, list1, list2…, table';
const TABLE_PARTS = ['caption', 'columns', 'rows'];
/** What a <time dateTime> needs for a month or a day. */
const MONTH_OR_DAY = /^\d{4}-\d{2}(-\d{2})?$/;

function readTable(table: unknown, key: string, check: TranslationTreeCheck): LegalBlock | null {
  if (!check.group(table, key, 'a table: caption, columns, rows')) return null;
  check.unknownKeys(table, key, TABLE_PARTS, 'a table');
  check.text(table.caption, `${key}.caption`);
  const { columns, rows } = table;
  if (!check.group(columns, `${key}.columns`, 'one text per column')) return null;
  if (!check.group(rows, `${key}.rows`, 'one group per row')) return null;
  const columnKeys = check.textKeys(columns, `${key}.columns`);
  const rowKeys = Object.keys(rows);
  if (rowKeys.length === 0) check.report(`${key}.rows`, 'is empty');
  for (const row of rowKeys) {
    const cells = rows[row];
    const rowKey = `${key}.rows.${row}`;
    if (!check.group(cells, rowKey, `one text per column: ${columnKeys.join(', ')}`)) continue;
    for (const column of columnKeys) check.text(cells[column], `${rowKey}.${column}`);
    check.unknownKeys(cells, rowKey, columnKeys, 'this row: one text per column');
  }
  return { kind: 'table', key: 'table', columns: columnKeys, rows: rowKeys };
}

function readBlock(
  name: string,
  value: unknown,
  key: string,
  check: TranslationTreeCheck,
  sections: Sections,
): LegalBlock | null {
  if (!shown(name, key, sections, check)) return null;
  const part = partName(name);
  if (/^p\d+$/.test(part)) return check.text(value, key) ? { kind: 'paragraph', key: name } : null;
  if (/^list\d+$/.test(part)) {
    if (!check.group(value, key, 'a list: one text per item')) return null;
    const items = check.textKeys(value, key);
    return {
      kind: 'list',
      key: name,
      items: items.filter((item) => shown(item, `${key}.${item}`, sections, check)),
    };
  }
  if (part === 'table') return readTable(value, key, check);
  check.report(key, `is not a known part of a legal section (known: ${SECTION_PARTS})`);
  return null;
}

function readSection(
  id: string,
  section: unknown,
  key: string,
  check: TranslationTreeCheck,
  sections: Sections,
): LegalSection[] {
  if (!check.group(section, key, `a section: ${SECTION_PARTS}`)) return [];
  check.text(section.heading, `${key}.heading`);
  const blocks = Object.entries(section)
    .filter(([name]) => name !== 'heading')
    .flatMap(([name, value]) => readBlock(name, value, `${key}.${name}`, check, sections) ?? []);
  // A section whose parts are all malformed already has a problem for each part.
  if (Object.keys(section).every((name) => name === 'heading')) {
    check.report(key, 'has no paragraph, list or table');
  }
  return [{ id, blocks }];
}

/**
 * Reads one legal document (the value of `documentKey` in the legal namespace)
 * for a site with these optional sections: its well-formed sections and every
 * problem found.
 */
export function readLegalDocument(
  document: unknown,
  documentKey: string,
  shownWith: Sections,
): LegalDocumentStructure {
  const check = new TranslationTreeCheck();
  const what = `a legal document: ${DOCUMENT_PARTS.join(', ')}`;
  if (!check.group(document, documentKey, what)) return { sections: [], problems: check.problems };
  check.unknownKeys(document, documentKey, DOCUMENT_PARTS, 'a legal document');
  check.text(document.title, `${documentKey}.title`);
  check.text(document.updated, `${documentKey}.updated`);
  const dateKey = `${documentKey}.updated_datetime`;
  const date = document.updated_datetime;
  if (check.text(date, dateKey) && !MONTH_OR_DAY.test(date)) {
    check.report(dateKey, `must be a date such as 2025-06 or 2025-06-30, not "${date}"`);
  }
  const sectionsKey = `${documentKey}.sections`;
  const { sections } = document;
  if (!check.group(sections, sectionsKey, 'one group per section')) {
    return { sections: [], problems: check.problems };
  }
  const read = Object.entries(sections).flatMap(([id, section]) =>
    readSection(id, section, `${sectionsKey}.${id}`, check, shownWith),
  );
  if (Object.keys(sections).length === 0) check.report(sectionsKey, 'is empty');
  return { sections: read, problems: check.problems };
}
