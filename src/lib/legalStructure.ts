import {
  LEGAL_CONDITIONS,
  overlappingVariants,
  partName,
  partShown,
  unknownConditions,
  type Conditions,
} from './legalConditions';
import { TranslationTreeCheck, type TreeProblem } from './translationTreeCheck';

export type { Conditions };

/**
 * Whether a part is shown (src/lib/legalConditions.ts); a condition no site can
 * have is reported, and its part never shown.
 */
function shown(name: string, key: string, conditions: Conditions, check: TranslationTreeCheck) {
  const unknown = unknownConditions(name);
  for (const condition of unknown) {
    check.report(
      key,
      `names "${condition}", which is not a condition a part may follow (${LEGAL_CONDITIONS.join(', ')})`,
    );
  }
  return unknown.length === 0 && partShown(name, conditions);
}

/** Reports the variants of one part (p2@…, p2@!…) that a site would show together. */
function checkVariants(
  names: readonly string[],
  key: string,
  conditions: Conditions,
  check: TranslationTreeCheck,
) {
  if (conditions !== 'every') return;
  for (const part of new Set(names.map(partName))) {
    const variants = names.filter((name) => partName(name) === part);
    const overlap = variants.length > 1 ? overlappingVariants(variants) : null;
    if (overlap) {
      check.report(
        `${key}.${part}`,
        `has variants a site would show together: ${overlap.join(' and ')} (give them conditions that exclude each other)`,
      );
    }
  }
}

/**
 * The structure of the legal texts (privacy policy, cookie policy) as the legal
 * translation files spell it. Translation files hold only nested keys and texts,
 * so key names say what each part is, and key order is the reading order:
 *
 *   <document>       title, updated (its <date> tag holds the owner's month), sections
 *   sections.<id>    heading, then paragraphs p1, p2…, lists list1, list2… (one
 *                    text per item) and a table (caption, columns, rows.<row>.<column>);
 *                    a part, a list item or a row may carry conditions (p2@languages)
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

const DOCUMENT_PARTS = ['title', 'updated', 'sections'];
const SECTION_PARTS = 'heading, p1, p2…, list1, list2…, table';
const TABLE_PARTS = ['caption', 'columns', 'rows'];

function readTable(
  table: unknown,
  key: string,
  check: TranslationTreeCheck,
  conditions: Conditions,
): LegalBlock | null {
  if (!check.group(table, key, 'a table: caption, columns, rows')) return null;
  check.unknownKeys(table, key, TABLE_PARTS, 'a table');
  check.text(table.caption, `${key}.caption`);
  const { columns, rows } = table;
  if (!check.group(columns, `${key}.columns`, 'one text per column')) return null;
  if (!check.group(rows, `${key}.rows`, 'one group per row')) return null;
  const columnKeys = check.textKeys(columns, `${key}.columns`);
  const rowKeys = Object.keys(rows);
  if (rowKeys.length === 0) check.report(`${key}.rows`, 'is empty');
  checkVariants(rowKeys, `${key}.rows`, conditions, check);
  const shownRows = rowKeys.filter((row) => shown(row, `${key}.rows.${row}`, conditions, check));
  for (const row of shownRows) {
    const cells = rows[row];
    const rowKey = `${key}.rows.${row}`;
    if (!check.group(cells, rowKey, `one text per column: ${columnKeys.join(', ')}`)) continue;
    for (const column of columnKeys) check.text(cells[column], `${rowKey}.${column}`);
    check.unknownKeys(cells, rowKey, columnKeys, 'this row: one text per column');
  }
  return { kind: 'table', key: 'table', columns: columnKeys, rows: shownRows };
}

function readBlock(
  name: string,
  value: unknown,
  key: string,
  check: TranslationTreeCheck,
  conditions: Conditions,
): LegalBlock | null {
  if (!shown(name, key, conditions, check)) return null;
  const part = partName(name);
  if (/^p\d+$/.test(part)) return check.text(value, key) ? { kind: 'paragraph', key: name } : null;
  if (/^list\d+$/.test(part)) {
    if (!check.group(value, key, 'a list: one text per item')) return null;
    const items = check.textKeys(value, key);
    checkVariants(items, key, conditions, check);
    return {
      kind: 'list',
      key: name,
      items: items.filter((item) => shown(item, `${key}.${item}`, conditions, check)),
    };
  }
  if (part === 'table') return readTable(value, key, check, conditions);
  check.report(key, `is not a known part of a legal section (known: ${SECTION_PARTS})`);
  return null;
}

function readSection(
  id: string,
  section: unknown,
  key: string,
  check: TranslationTreeCheck,
  conditions: Conditions,
): LegalSection[] {
  if (!check.group(section, key, `a section: ${SECTION_PARTS}`)) return [];
  check.text(section.heading, `${key}.heading`);
  const parts = Object.keys(section).filter((name) => name !== 'heading');
  checkVariants(parts, key, conditions, check);
  const blocks = parts.flatMap(
    (name) => readBlock(name, section[name], `${key}.${name}`, check, conditions) ?? [],
  );
  // A section whose parts are all malformed already has a problem for each part.
  if (Object.keys(section).every((name) => name === 'heading')) {
    check.report(key, 'has no paragraph, list or table');
  }
  return [{ id, blocks }];
}

/**
 * Reads one legal document (the value of `documentKey` in the legal namespace)
 * for a site where these conditions hold (src/lib/legalConditions.ts): its
 * well-formed sections and every problem found.
 */
export function readLegalDocument(
  document: unknown,
  documentKey: string,
  shownWith: Conditions,
): LegalDocumentStructure {
  const check = new TranslationTreeCheck();
  const what = `a legal document: ${DOCUMENT_PARTS.join(', ')}`;
  if (!check.group(document, documentKey, what)) return { sections: [], problems: check.problems };
  check.unknownKeys(document, documentKey, DOCUMENT_PARTS, 'a legal document');
  check.text(document.title, `${documentKey}.title`);
  check.text(document.updated, `${documentKey}.updated`);
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
