import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lookVariable, TOKENS, type Palette } from '../../src/lib/lookTokens';
import { lookColours } from './accent';
import { lookCss } from './css';

const palette = (hex: string) => Object.fromEntries(TOKENS.map((token) => [token, hex])) as Palette;

describe('lookCss', () => {
  it('writes the light palette on :root and the dark on :root.dark', () => {
    const css = lookCss({ light: palette('#ffffff'), dark: palette('#000000') });
    const [light = '', dark = ''] = css.split(':root.dark');
    expect(light.startsWith(':root {\n')).toBe(true);
    expect(light).toContain('  --look-accent-fill: #ffffff;\n');
    expect(light).not.toContain('#000000');
    expect(dark).toContain('  --look-on-accent-soft: #000000;\n');
    expect(dark).not.toContain('#ffffff');
  });

  it('declares every token once per theme, under a name Tailwind can map', () => {
    const colours = lookColours('#ff6d00');
    const css = lookCss(colours);
    for (const [token, hex] of Object.entries(colours.dark)) {
      const variable = lookVariable(token as keyof Palette);
      expect(css.match(new RegExp(`${variable}:`, 'g')), token).toHaveLength(2);
      expect(css).toContain(`${variable}: ${hex};`);
    }
    expect(lookVariable('onAccentSoft')).toBe('--look-on-accent-soft');
    expect([...TOKENS].sort()).toEqual(Object.keys(colours.light).sort());
    expect(css).toMatch(/^(:root(\.dark)? \{\n( {2}--look-[a-z-]+: #[0-9a-f]{6};\n)+\}\n){2}$/);
  });
});

describe("src/styles.css's theme", () => {
  it('gives every token, and only the tokens, a Tailwind colour of the same name', () => {
    const styles = readFileSync('src/styles.css', 'utf8');
    const mapped = [...styles.matchAll(/--color-([a-z-]+): var\(--look-([a-z-]+)\);/g)];
    const expected = TOKENS.map((token) => lookVariable(token).replace('--look-', ''));
    expect(mapped.map(([, colour]) => colour)).toEqual(expected);
    expect(mapped.every(([, colour, variable]) => colour === variable)).toBe(true);
    expect(styles.match(/--color-/g)).toHaveLength(TOKENS.length);
  });
});
