/**
 * Running text of the kind the site shows, per language: the fallback faces are
 * sized so that this text is as wide in the fallback as in the web font. Measured
 * text, not one letter or a letter-frequency table, because line breaks follow
 * whole words with their kerning, capitals, digits and accents. Made up, not the
 * sample owner's words: every owner's fallbacks are measured against the same text.
 */
const PASSAGES = {
  en: [
    'Senior software engineer with fifteen years of experience building web applications',
    'for banks, insurers and start-ups. I lead front-end teams, design the architecture of',
    'large React and TypeScript code bases, and care about accessibility and performance.',
    'Projects: a trading platform for 40,000 users (2019–2023), an online course on testing,',
    'and a design system shared by six products. Based in Milan, working in English and Italian.',
  ].join(' '),
  it: [
    'Ingegnere del software con quindici anni di esperienza nello sviluppo di applicazioni',
    'web per banche, assicurazioni e start-up. Guido gruppi front-end, progetto l’architettura',
    'di grandi basi di codice React e TypeScript e curo accessibilità e prestazioni. Progetti:',
    'una piattaforma di trading per 40.000 utenti (2019–2023), un corso online sui test e un',
    'sistema di design condiviso da sei prodotti. Vivo a Milano, lavoro in italiano e inglese.',
  ].join(' '),
} as const;
const byLanguage: Partial<Record<string, string>> = PASSAGES;

/** The passages of the languages given, one after the other; English where none is known. */
export function measuredText(languages: readonly string[]): string {
  const known = languages
    .map((language) => byLanguage[language.toLowerCase().split(/[-_]/)[0] ?? ''])
    .filter((text): text is string => Boolean(text));
  return (known.length > 0 ? known : [PASSAGES.en]).join(' ');
}
