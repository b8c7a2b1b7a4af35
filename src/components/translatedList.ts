/** The texts of a translated list (the months); items that are not text are left out (the content check reports them). */
export function textsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const items: readonly unknown[] = value;
  return items.filter((item): item is string => typeof item === 'string');
}
