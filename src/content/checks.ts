import { compareLocaleFiles, type LocaleFile } from '../lib/translationKeys';

/**
 * Every check on the owner's content and translations, run by `npm test`
 * (scripts/check-content.mjs) and by the unit tests. Returns one message per
 * problem, naming the file and the key or entry; an empty list means all is well.
 */
const localeModules = import.meta.glob<unknown>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

export function loadLocaleFiles(): LocaleFile[] {
  return Object.entries(localeModules).map(([path, content]) => {
    const [, language = '', file = ''] = /locales\/([^/]+)\/([^/]+)$/.exec(path) ?? [];
    return { path: `src/locales/${language}/${file}`, language, content };
  });
}

export function checkTranslations(files: readonly LocaleFile[] = loadLocaleFiles()): string[] {
  const byNamespace = new Map<string, LocaleFile[]>();
  for (const file of files) {
    const namespace = file.path.split('/').pop() ?? file.path;
    byNamespace.set(namespace, [...(byNamespace.get(namespace) ?? []), file]);
  }
  return [...byNamespace.values()].flatMap((group) => compareLocaleFiles(group));
}

export function runContentChecks(): string[] {
  return [...checkTranslations()];
}
