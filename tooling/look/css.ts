/**
 * The look's colours as CSS custom properties: the light palette on :root, the dark on
 * :root.dark (the class the theme toggle and the pre-paint script set on <html>). Named
 * --look-<token>, out of Tailwind's namespaces; src/styles.css maps them to utilities with
 * `@theme inline { --color-accent: var(--look-accent); … }` (docs/decisions/look-colours.md).
 */
import { lookVariable, TOKENS, type Palette } from '../../src/lib/lookTokens.ts';

/** A rule of the look's stylesheets: `selector { name: value; … }`, a declaration a line. */
export function cssRule(selector: string, declarations: Record<string, string>): string {
  const lines = Object.entries(declarations).map(([name, value]) => `  ${name}: ${value};`);
  return `${selector} {\n${lines.join('\n')}\n}`;
}

const block = (selector: string, palette: Palette) =>
  `${cssRule(selector, Object.fromEntries(TOKENS.map((token) => [lookVariable(token), palette[token]])))}\n`;

/** The stylesheet for both themes, each token once per theme. */
export function lookCss(palettes: { light: Palette; dark: Palette }): string {
  return `${block(':root', palettes.light)}${block(':root.dark', palettes.dark)}`;
}
