/**
 * The rules every list of entries keeps (experience, projects, courses,
 * testimonials): unique ids, periods the site can read, technology names from
 * technologies.json, topics translated, pictures that exist (a course's image, a person's photo).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { siteLanguages } from '../model.ts';
import { periodProblem } from '../periodCheck.ts';
import type { Owner } from './index.ts';
import type { CheckContext, Finding, TextList } from './ownerFile.ts';

interface Entry {
  id: string;
  period?: string;
  tech?: string[];
  technologies?: string[];
  topics?: TextList;
  image?: string;
  photo?: string;
}

export function entryFindings(
  entries: readonly Entry[],
  owner: Owner,
  { folder, currentYear }: CheckContext,
): Finding[] {
  const found: Finding[] = [];
  const [{ code: fallbackLanguage = '' } = {}] = siteLanguages(owner.site);
  const names = new Set(owner.technologies);
  entries.forEach((entry, index) => {
    const at = (field: string) => ['entries', index, field];
    if (entries.findIndex((other) => other.id === entry.id) !== index) {
      found.push([at('id'), `repeats the id "${entry.id}"`]);
    }
    const problem = entry.period === undefined ? null : periodProblem(entry.period, currentYear);
    if (problem) found.push([at('period'), problem]);
    for (const name of entry.tech ?? entry.technologies ?? []) {
      if (!names.has(name)) {
        found.push([
          at(entry.tech ? 'tech' : 'technologies'),
          `"${name}" is not in technologies.json. If it is a name (written the same in every ` +
            `language), add it there; if it describes something, write it in the entry's translated texts`,
        ]);
      }
    }
    for (const message of untranslatedTopics(entry.topics, names, fallbackLanguage)) {
      found.push([at('topics'), message]);
    }
    for (const picture of ['image', 'photo'] as const) {
      const path = entry[picture];
      if (path && !existsSync(join(folder.path, path))) {
        found.push([at(picture), `${path} does not exist`]);
      }
    }
  });
  return found;
}

/** A topic that reads the same in another language as in the fallback's: an untranslated phrase, unless a name. */
function untranslatedTopics(
  topics: TextList | undefined,
  names: Set<string>,
  fallbackLanguage: string,
): string[] {
  const fallback = topics?.[fallbackLanguage] ?? [];
  return Object.entries(topics ?? {}).flatMap(([language, items = []]) =>
    language === fallbackLanguage
      ? []
      : items
          .filter((item) => fallback.includes(item) && !names.has(item))
          .map(
            (item) =>
              `"${item}" reads the same in "${language}" as in "${fallbackLanguage}": translate it, ` +
              `or if it is a name (written the same in every language) add it to technologies.json`,
          ),
  );
}
