import type { Resource, ResourceKey } from 'i18next';

const localeFiles = import.meta.glob<ResourceKey>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/**
 * Every namespace of every language at once, for what renders outside the
 * browser in one go (the CV at build time, the unit tests). The site itself
 * loads one page's strings at a time (index.ts).
 */
export function allTranslations(): Resource {
  const resources: Resource = {};
  for (const [path, content] of Object.entries(localeFiles)) {
    const [, language = '', namespace = ''] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    resources[language] = { ...resources[language], [namespace]: content };
  }
  return resources;
}
