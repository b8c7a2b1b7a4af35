/**
 * The sample owner's content, recognised by content rather than by exact
 * value: its texts (quotes, descriptions, about and page texts) by their
 * fingerprints, so an edited name or a changed word around them does not hide
 * them; the people its testimonials invented; its employers and studies with
 * their periods; its projects and courses; its trading series, even under
 * other years. Each finding names the file, the entry and the fields, one per
 * entry. `npm run owner:check` fails on any (leftovers.ts).
 */
import { where } from './problems.ts';

/** A file's JSON by name ('testimonials'), as written. */
export type Files = Partial<Record<string, unknown>>;

type Path = (string | number)[];
type Json = Record<string, unknown>;

/** Texts shorter than this are titles and names, compared as such, not fingerprinted. */
const PROSE_WORDS = 8;
/** Words in a row that make one fingerprint. */
const SHINGLE = 4;
/** The share of a text's fingerprints found in the sample's that makes it the sample's text. */
const SAME_TEXT = 0.6;
/** Monthly returns in a row, equal to the sample's, that make a series the sample's. */
const SAME_MONTHS = 4;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A language code as texts are keyed ('en', 'pt'). */
const LANGUAGE = /^[a-z]{2,3}$/;

/** A text as written: one string (or list) per language code. */
const isText = (value: unknown): value is Json =>
  isObject(value) &&
  Object.keys(value).length > 0 &&
  Object.entries(value).every(
    ([key, item]) => LANGUAGE.test(key) && (typeof item === 'string' || Array.isArray(item)),
  );

/** Lower case, without accents or punctuation: the words of a text. */
const words = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

const nameOf = (text: string) => words(text).join(' ');

function shingles(text: string): string[] {
  // An address is compared whole, by leftovers.ts, never as words.
  if (/^https?:\/\//.test(text)) return [];
  const list = words(text);
  return list.length < PROSE_WORDS
    ? []
    : list
        .slice(0, list.length - SHINGLE + 1)
        .map((_, index) => list.slice(index, index + SHINGLE).join(' '));
}

/** Every string of a text, of every language. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : isText(value)
        ? Object.values(value).flatMap(stringsOf)
        : [];

/** Every text of a JSON value (its strings of every language), with its path. */
function textsOf(value: unknown, path: Path = []): { path: Path; strings: string[] }[] {
  if (typeof value === 'string' || isText(value)) return [{ path, strings: stringsOf(value) }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, [...path, index]));
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === '$schema' ? [] : textsOf(item, [...path, key]),
  );
}

const entriesOf = (file: unknown): Json[] =>
  isObject(file) && Array.isArray(file.entries) ? file.entries.filter(isObject) : [];

/** What of one entry (or one field outside entries) is the sample's: its fields, each with why. */
interface Finding {
  file: string;
  /** ['entries', 3] for an entry; a field's path elsewhere. */
  path: Path;
  fields: [field: string, why: string][];
}

/** The fingerprints of every text of some JSON files. */
const fingerprintsOf = (files: readonly unknown[]) =>
  new Set(
    files.flatMap((file) => textsOf(file).flatMap(({ strings }) => strings.flatMap(shingles))),
  );

/**
 * The sample's fingerprints (less the template's own sentences, which an
 * owner may keep), names and figures, read once from its files.
 */
function knowledge(sample: Files, template: readonly unknown[]) {
  const templates = fingerprintsOf(template);
  const fingerprints = new Set(
    [...fingerprintsOf(Object.values(sample))].filter((one) => !templates.has(one)),
  );
  const names = (file: string, field: string) =>
    new Set(entriesOf(sample[file]).flatMap((entry) => stringsOf(entry[field]).map(nameOf)));
  const pairs = (file: string, first: string, second: string) =>
    new Set(
      entriesOf(sample[file]).flatMap((entry) =>
        stringsOf(entry[first]).flatMap((one) =>
          stringsOf(entry[second]).map((other) => `${nameOf(one)}|${nameOf(other)}`),
        ),
      ),
    );
  return {
    fingerprints,
    people: names('testimonials', 'name'),
    jobs: pairs('experience', 'company', 'period'),
    projects: new Set([
      ...pairs('projects', 'name', 'company'),
      ...pairs('projects', 'name', 'period'),
    ]),
    courses: new Set(
      entriesOf(sample.courses).flatMap((entry) =>
        stringsOf(entry.title).map((title) => `${nameOf(title)}|${String(entry.hours)}`),
      ),
    ),
    months: monthlySeries(sample.trading),
    years: annualValues(sample.trading),
  };
}

/** A trading file's monthly returns, in order, without the months not given. */
function monthlySeries(trading: unknown): number[] {
  const months =
    isObject(trading) && isObject(trading.monthlyReturns) ? trading.monthlyReturns : {};
  return Object.keys(months)
    .sort()
    .flatMap((year) => {
      const values = months[year];
      return Array.isArray(values)
        ? values.filter((value): value is number => typeof value === 'number')
        : [];
    });
}

function annualValues(trading: unknown): number[] {
  const years =
    isObject(trading) && Array.isArray(trading.annualReturns) ? trading.annualReturns : [];
  return years.flatMap((year) =>
    isObject(year) && typeof year.value === 'number' ? [year.value] : [],
  );
}

/** The longest run of values in a row one series shares with another, wherever each has it. */
function longestSharedRun(series: readonly number[], other: readonly number[]): number {
  let longest = 0;
  series.forEach((_, start) =>
    other.forEach((__, from) => {
      let length = 0;
      while (
        series[start + length] !== undefined &&
        series[start + length] === other[from + length]
      ) {
        length += 1;
      }
      longest = Math.max(longest, length);
    }),
  );
  return longest;
}

/** Whether a text reads as one of the sample's: most of its fingerprints are the sample's. */
function isSampleText(strings: readonly string[], fingerprints: ReadonlySet<string>): boolean {
  return strings.some((text) => {
    const own = shingles(text);
    return (
      own.length > 0 && own.filter((one) => fingerprints.has(one)).length >= own.length * SAME_TEXT
    );
  });
}

/**
 * What of the sample's content a folder's files hold, one message per entry
 * (or field outside entries), naming the fields and why: 'owner/testimonials.json:
 * entry "x" (entries[0]): "quote" (its words), "name" (a person the sample
 * invented) are the sample owner’s …'. `template`: the template's own string
 * files, whose sentences are never the sample's.
 */
export function sampleContent(
  folderName: string,
  files: Files,
  sample: Files,
  template: readonly unknown[] = [],
): string[] {
  const known = knowledge(sample, template);
  const found: Finding[] = [];
  const add = (file: string, path: Path, field: string, why: string) => {
    const same = found.find((one) => one.file === file && one.path.join('.') === path.join('.'));
    if (!same) found.push({ file, path, fields: [[field, why]] });
    else if (!same.fields.some(([name]) => name === field)) same.fields.push([field, why]);
  };
  const entryFields = (
    file: string,
    test: (entry: Json) => boolean,
    fields: string[],
    why: string,
  ) =>
    entriesOf(files[file]).forEach((entry, index) => {
      if (test(entry)) for (const field of fields) add(file, ['entries', index], field, why);
    });
  const pairs = (entry: Json, first: string, second: string) =>
    stringsOf(entry[first]).flatMap((one) =>
      stringsOf(entry[second]).map((other) => `${nameOf(one)}|${nameOf(other)}`),
    );

  for (const [file, content] of Object.entries(files)) {
    for (const { path, strings } of textsOf(content)) {
      if (!isSampleText(strings, known.fingerprints)) continue;
      const [list, index, ...field] = path;
      if (list === 'entries' && typeof index === 'number') {
        add(file, ['entries', index], field.join('.'), 'its words');
      } else add(file, path, '', 'its words');
    }
  }
  entryFields(
    'testimonials',
    (entry) => stringsOf(entry.name).some((name) => known.people.has(nameOf(name))),
    ['name'],
    'a person the sample invented',
  );
  entryFields(
    'experience',
    (entry) => pairs(entry, 'company', 'period').some((key) => known.jobs.has(key)),
    ['company', 'period'],
    'an employer or school of the sample’s, with its period',
  );
  entryFields(
    'projects',
    (entry) =>
      [...pairs(entry, 'name', 'company'), ...pairs(entry, 'name', 'period')].some((key) =>
        known.projects.has(key),
      ),
    ['name'],
    'a project of the sample’s',
  );
  entryFields(
    'courses',
    (entry) =>
      stringsOf(entry.title).some((title) =>
        known.courses.has(`${nameOf(title)}|${String(entry.hours)}`),
      ),
    ['title'],
    'a course of the sample’s, with its hours',
  );
  if (files.trading !== undefined) {
    if (longestSharedRun(monthlySeries(files.trading), known.months) >= SAME_MONTHS) {
      add('trading', ['monthlyReturns'], '', 'its figures');
    }
    if (annualValues(files.trading).filter((value) => known.years.includes(value)).length >= 2) {
      add('trading', ['annualReturns'], '', 'its figures');
    }
  }

  return found.map(({ file, path, fields }) => {
    const at = `${folderName}/${file}.json: ${where(files[file], path)}`;
    const [[field, why] = ['', '']] = fields;
    if (field === '') return `${at}: is the sample owner’s (${why}): write your own, or remove it`;
    // Fields named once each, those for one reason together: '"company", "period" (an employer …)'.
    const reasons = [...new Set(fields.map(([, reason]) => reason))];
    const named = reasons
      .map((reason) => {
        const names = fields.filter(([, other]) => other === reason).map(([name]) => `"${name}"`);
        return `${names.join(', ')} (${reason})`;
      })
      .join(', ');
    const verb = fields.length > 1 ? 'are' : 'is';
    return `${at}: ${named} ${verb} the sample owner’s: write your own, or remove the entry`;
  });
}
