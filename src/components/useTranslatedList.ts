import { useTranslation } from 'react-i18next';

/** The texts of a translated list; items that are not text are left out (the content check reports them). */
export function textsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const items: readonly unknown[] = value;
  return items.filter((item): item is string => typeof item === 'string');
}

/**
 * A list of short translated texts (a course's topics), in the visitor's
 * language; empty without a key.
 */
export function useTranslatedList(namespace: string, key: string | undefined): string[] {
  const { t } = useTranslation(namespace);
  if (key === undefined) return [];
  return textsOf(t(key, { returnObjects: true }));
}
