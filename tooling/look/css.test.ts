import { describe, expect, it } from 'vitest';
import { lookColours } from './accent';
import { cssName, lookCss } from './css';
import { TOKENS, type Palette } from './tokens';

const palette = (hex: string): Palette => ({
  background: hex,
  surface: hex,
  foreground: hex,
  muted: hex,
  border: hex,
  line: hex,
  accent: hex,
  accentFill: hex,
  onAccent: hex,
  accentSoft: hex,
  onAccentSoft: hex,
  focus: hex,
});

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
      expect(css.match(new RegExp(`${cssName(token)}:`, 'g')), token).toHaveLength(2);
      expect(css).toContain(`${cssName(token)}: ${hex};`);
    }
    expect(cssName('onAccentSoft')).toBe('--look-on-accent-soft');
    expect([...TOKENS].sort()).toEqual(Object.keys(colours.light).sort());
    expect(css).toMatch(/^(:root(\.dark)? \{\n( {2}--look-[a-z-]+: #[0-9a-f]{6};\n)+\}\n){2}$/);
  });
});
