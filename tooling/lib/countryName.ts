/**
 * A country's name in a language, from its ISO 3166-1 alpha-2 code ('US' → 'United States',
 * 'États-Unis'), from the platform's own data, at build: owner files store the code, and each
 * page names the country in its own language (the owner's on the home card and the CV, the
 * host's on the legal notice).
 */
export function countryName(code: string, language: string): string {
  return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
}
