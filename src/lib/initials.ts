/**
 * A person's initials, where no picture stands for them (an avatar that cannot load, an
 * owner without a portrait): the first letter of the first and of the last word of the
 * name ('Giulia De Santis' → 'GS'), in capitals as the language writes them.
 */
export function initialsOf(name: string, language?: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = [first, last].map((word) => (word ? (Array.from(word)[0] ?? '') : ''));
  return letters.join('').toLocaleUpperCase(language);
}
