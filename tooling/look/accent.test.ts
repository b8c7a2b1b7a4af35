import { converter, displayable, wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { lookColours } from './accent';
import { hexAt, lchOf } from './colour';
import { GUARANTEED, THEMES, type Palette, type Theme, type Token } from './tokens';

/** The promise spelled out apart from tokens.ts: text 4.5:1, controls and focus 3:1. */
const PAIRS: [colour: Token, on: Token, min: number][] = [
  ['foreground', 'background', 4.5],
  ['foreground', 'surface', 4.5],
  ['muted', 'background', 4.5],
  ['muted', 'surface', 4.5],
  ['accent', 'background', 4.5],
  ['accent', 'surface', 4.5],
  ['onAccent', 'accentFill', 4.5],
  ['onAccentSoft', 'accentSoft', 4.5],
  ['border', 'background', 3],
  ['border', 'surface', 3],
  ['accentFill', 'background', 3],
  ['accentFill', 'surface', 3],
  ['focus', 'background', 3],
  ['focus', 'surface', 3],
];

const NAMED = ['#fff59d', '#ff6d00', '#111111', '#fafafa', '#0000ff', '#ff0000', '#808080'];

/** mulberry32: the same few hundred accents on every run. */
function randomHexes(count: number, seed: number): string[] {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Array.from({ length: count }, () =>
    Math.floor(next() * 0x1000000)
      .toString(16)
      .padStart(6, '0'),
  ).map((digits) => `#${digits}`);
}

const ACCENTS = [...NAMED, '#1d4ed8', '#3b82f6', '#0f766e', ...randomHexes(300, 20260517)];
const LOOKS = new Map(ACCENTS.map((accent) => [accent, lookColours(accent)]));
const look = (accent: string) => LOOKS.get(accent) ?? lookColours(accent);
const oklch = converter('oklch');
const lightness = (hex: string) => oklch(hex)?.l ?? NaN;
const ACCENT_TOKENS = ['accent', 'accentFill', 'focus'] as const;
const hueGap = (a = 0, b = 0) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

describe('lookColours keeps WCAG 2.2 AA', () => {
  it('guarantees exactly the pairs this test checks', () => {
    const listed = Object.entries(GUARANTEED).flatMap(([colour, { on, min }]) =>
      on.map((background) => `${colour} on ${background} ${min}`),
    );
    expect(listed.sort()).toEqual(PAIRS.map(([c, on, min]) => `${c} on ${on} ${min}`).sort());
  });

  it(`passes every pair in both themes for ${ACCENTS.length} accents`, () => {
    const failures: string[] = [];
    for (const [accent, colours] of LOOKS) {
      for (const theme of THEMES) {
        const palette: Palette = colours[theme];
        for (const [colour, on, min] of PAIRS) {
          const ratio = wcagContrast(palette[colour], palette[on]);
          if (!(ratio >= min)) {
            failures.push(
              `${accent} ${theme}: ${colour} ${palette[colour]} on ${on} ${palette[on]} ${ratio.toFixed(2)}:1`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('only writes six-digit lowercase hexes', () => {
    for (const colours of LOOKS.values()) {
      for (const theme of THEMES) {
        for (const hex of Object.values(colours[theme])) expect(hex).toMatch(/^#[0-9a-f]{6}$/);
      }
    }
  });
});

describe('notes', () => {
  it('say what each theme uses, exactly when it is not the accent as given', () => {
    for (const [accent, { notes, ...palettes }] of LOOKS) {
      const expected = THEMES.flatMap((theme: Theme) => {
        const used = new Set(ACCENT_TOKENS.map((token) => palettes[theme][token]));
        used.delete(accent);
        return [...used].map((hex) => `the ${theme} theme uses ${hex} (`);
      });
      expect(notes, accent).toHaveLength(expected.length);
      expected.forEach((part, index) => expect(notes[index], accent).toContain(part));
      for (const note of notes)
        expect(note.startsWith(`accent ${accent} is too `), note).toBe(true);
    }
  });

  it('are plain sentences with the colour used and its ratio', () => {
    const [text, controls] = look('#fff59d').notes;
    expect(text).toMatch(
      /^accent #fff59d is too light for text on the light theme's page and cards: the light theme uses #[0-9a-f]{6} \(4\.\d:1\)$/,
    );
    expect(controls).toMatch(/too light for filled controls and the focus ring .* \(3\.\d:1\)$/);
    expect(look('#111111').notes.every((note) => note.includes('too dark'))).toBe(true);
  });

  it('are empty for the light theme when the accent passes there: it is used unchanged', () => {
    const { light, notes } = look('#1d4ed8');
    expect([light.accent, light.accentFill, light.focus]).toEqual([
      '#1d4ed8',
      '#1d4ed8',
      '#1d4ed8',
    ]);
    expect(notes.filter((note) => note.includes('light theme'))).toEqual([]);
  });

  it('say nothing of the dark theme when the accent passes there as given', () => {
    // No colour passes 4.5:1 on both a near-white and a dark page, so some theme always has a note.
    const { dark, notes } = look('#3b82f6');
    expect([dark.accent, dark.accentFill, dark.focus]).toEqual(['#3b82f6', '#3b82f6', '#3b82f6']);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toContain('the light theme uses');
  });
});

describe("an adjusted accent stays the owner's colour as far as it can", () => {
  it('keeps the hue within 3° and as much chroma as sRGB holds at the new lightness', () => {
    for (const [accent, colours] of LOOKS) {
      const given = oklch(accent);
      if (!given || given.c < 0.05) continue; // a greyish accent has no hue to keep
      for (const theme of THEMES) {
        for (const token of [...ACCENT_TOKENS, 'onAccentSoft', 'accentSoft'] as const) {
          const used = oklch(colours[theme][token]);
          if (!used || used.c < 0.02) continue;
          const where = `${accent} ${theme} ${token} ${colours[theme][token]}`;
          expect(hueGap(used.h, given.h), where).toBeLessThanOrEqual(3);
          if (token === 'accentSoft' || used.c >= given.c - 0.01) continue;
          expect(displayable({ ...used, c: used.c + 0.01, h: given.h }), where).toBe(false);
        }
      }
    }
  });

  it('moves only as far in lightness as the contrast needs', () => {
    for (const [accent, colours] of LOOKS) {
      const given = lchOf(accent);
      for (const theme of THEMES) {
        const palette = colours[theme];
        for (const token of ACCENT_TOKENS) {
          const used = palette[token];
          if (used === accent) continue;
          const l = lchOf(used).l;
          const closer = hexAt({ ...given, l: l + Math.sign(given.l - l) * 0.005 });
          const min = token === 'accent' ? 4.5 : 3;
          const worst = Math.min(
            ...[palette.background, palette.surface].map((on) => wcagContrast(closer, on)),
          );
          expect(worst, `${accent} ${theme} ${token} ${used}, closer ${closer}`).toBeLessThan(min);
        }
      }
    }
  });

  it('gives the dark theme lighter shades, not an inverted light theme', () => {
    const { light, dark } = look('#1d4ed8');
    expect(lightness(dark.accent)).toBeGreaterThan(lightness(light.accent));
    expect(hueGap(oklch(dark.accent)?.h, oklch('#1d4ed8')?.h)).toBeLessThan(3);
  });
});

describe('the neutrals', () => {
  it('are a near-white light theme and a designed dark, tinted toward the accent', () => {
    const hue = oklch('#0f766e')?.h ?? 0;
    for (const theme of THEMES) {
      const { background, surface } = look('#0f766e')[theme];
      for (const hex of [background, surface]) {
        const colour = oklch(hex);
        expect(colour?.c, `${theme} ${hex}`).toBeGreaterThan(0.002);
        expect(hueGap(colour?.h, hue), `${theme} ${hex}`).toBeLessThan(15);
      }
    }
    const { light, dark } = look('#0f766e');
    expect(lightness(light.background)).toBeGreaterThan(0.97);
    expect(lightness(dark.background)).toBeGreaterThan(0.12); // not black
    expect(lightness(dark.surface)).toBeGreaterThan(lightness(dark.background));
  });

  it('stay grey for a grey accent', () => {
    for (const hex of Object.values(look('#808080').dark)) expect(hex).toMatch(/^#(..)\1\1$/);
  });
});

describe('the accent as written', () => {
  it('may be #rgb or #rrggbb in any case', () => {
    expect(lookColours('#ABC')).toEqual(lookColours('#aabbcc'));
  });

  it.each(['red', '#12345', 'fff', '#ggg', ' #fff', '', 'rgb(0, 0, 255)', '#1d4ed8ff'])(
    'is refused, by name, when it is %j',
    (value) => {
      expect(() => lookColours(value)).toThrow(`"${value}" is not a colour`);
    },
  );
});
