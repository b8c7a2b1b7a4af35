/**
 * Where a text the CV prints comes from, for a message that sends the owner
 * to it: the owner file and field ('owner/profile.json: field "name"'), the
 * owner's override of a template string, or the template's key. The CV's
 * strings are made from these (cvData.ts), a heading upper-cased, a sentence
 * with values put in, so a source is one whose words, outside its
 * placeholders, are in the printed text and hold the character asked about:
 * as written, else in capitals.
 */
import { TEMPLATE_LANGUAGES } from '../../src/lib/language.ts';
import { flattenKeys } from '../lib/translationKeys.ts';
import type { Owner } from '../owner/files/index.ts';
import { where } from '../owner/read/problems.ts';
import { OWNER_LOCALES, TEMPLATE_LOCALES, templateStrings } from '../owner/read/strings.ts';
import { type Strings } from '../lib/textTree.ts';
import { printable } from './glyphs.ts';
import { TEMPLATE_ROOT } from '../lib/templateRoot.ts';

/** The labels of the sources of a printed text holding a character, in a language; [] if none is known. */
export type TextOrigins = (text: string, character: string, language: string) => string[];

/** The owner files and string namespaces the PDF prints from (cvData.ts). */
const CV_FILES = ['profile', 'experience', 'projects', 'courses', 'technologies'] as const;
const CV_NAMESPACES = ['cv', 'experience', 'projects', 'courses'];

interface Source {
  label: string;
  text: string;
}

/** Every string in a file's data, with its path. */
function leaves(value: unknown, path: PropertyKey[] = []): [PropertyKey[], string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  }
  return [];
}

/** Every string of a namespace's tree, a list's items one by one, with its dotted key. */
const keyed = (tree: unknown): [string, string][] =>
  [...flattenKeys(tree)].flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).flatMap((text: unknown) =>
      typeof text === 'string' ? [[key, text] as [string, string]] : [],
    ),
  );

const capitals = (text: string) => text.toUpperCase();

/** Whether a source's own words hold the character and are all in the printed text, as compared. */
function isSource(
  source: string,
  printed: string,
  character: string,
  compared: (text: string) => string,
): boolean {
  const fold = (text: string) => compared(printable(text));
  const words = source
    .split(/\{\{[^}]*\}\}/)
    .map(fold)
    .filter((part) => part.trim() !== '');
  const target = fold(printed);
  const letter = fold(character);
  return (
    words.some((part) => part.includes(letter)) && words.every((part) => target.includes(part))
  );
}

/**
 * The origins of the owner's texts and of the strings of the site's languages;
 * the template's strings are read from `root` on the first question only.
 */
export function textOrigins(
  owner: Owner,
  folderName: string,
  root: string = TEMPLATE_ROOT,
): TextOrigins {
  let template: Strings | undefined;
  const fileSources: Source[] = CV_FILES.flatMap((file) => {
    const data: unknown = owner[file];
    return leaves(data).map(([path, text]) => ({
      label: `${folderName}/${file}.json: ${
        Array.isArray(data) && path.length === 1 ? `item ${Number(path[0]) + 1}` : where(data, path)
      }`,
      text,
    }));
  });
  const stringSources = (language: string): Source[] => {
    template ??= templateStrings(root);
    const base = template[language] ? language : (TEMPLATE_LANGUAGES[0]?.code ?? language);
    return CV_NAMESPACES.flatMap((namespace) => [
      ...keyed(owner.strings[language]?.[namespace]).map(([key, text]) => ({
        label: `${folderName}/${OWNER_LOCALES}/${language}/${namespace}.json: key "${key}"`,
        text,
      })),
      ...keyed(template?.[base]?.[namespace]).map(([key, text]) => ({
        label: `${TEMPLATE_LOCALES}/${base}/${namespace}.json: key "${key}"`,
        text,
      })),
    ]);
  };
  // As written first; in capitals only for a text printed so (a heading), whose case is lost.
  return (printed, character, language) => {
    const sources = [...fileSources, ...stringSources(language)];
    for (const compared of [(text: string) => text, capitals]) {
      const found = sources.filter((source) => isSource(source.text, printed, character, compared));
      if (found.length > 0) return [...new Set(found.map((source) => source.label))];
    }
    return [];
  };
}
