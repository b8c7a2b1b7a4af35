import { converter, displayable, wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { lookColours } from './accent';
import { hexAt, lchOf } from './colour';
import { THEMES, type Theme } from '../../src/lib/theme';
import { LOOK_TOKENS, STATUS_TOKENS, type Palette, type Token } from '../../src/lib/lookTokens';
import { STATUS, statusHex } from './status';
import { GUARANTEED } from './tokens';

/** The promise spelled out apart from tokens.ts: text 4.5:1; controls, focus and the chart 3:1. */
const PAIRS: [colour: Token, on: Token, min: number][] = [
  ['ink', 'page', 4.5],
  ['ink', 'surface', 4.5],
  ['muted', 'page', 4.5],
  ['muted', 'surface', 4.5],
  ['accent', 'page', 4.5],
  ['accent', 'surface', 4.5],
  ['onAccent', 'accentFill', 4.5],
  ['onAccentSoft', 'accentSoft', 4.5],
  ['edge', 'page', 3],
  ['edge', 'surface', 3],
  ['accentFill', 'page', 3],
  ['accentFill', 'surface', 3],
  ['focus', 'page', 3],
  ['focus', 'surface', 3],
  ...(['gain', 'loss'] as const).flatMap((sign): [Token, Token, number][] => [
    [sign, 'page', 4.5],
    [sign, 'surface', 4.5],
    [sign, 'gainLine', 3], // the chart's line over a bar of either sign
    [sign, 'lossLine', 3],
  ]),
  ['onGainSoft', 'gainSoft', 4.5],
  ['onLossSoft', 'lossSoft', 4.5],
  ['onNoticeSoft', 'noticeSoft', 4.5],
  ['onStartSoft', 'startSoft', 4.5],
  ['onEndSoft', 'endSoft', 4.5],
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

/** What the check finds wrong in any theme of any accent, listed for one assertion. */
const wrongIn = (check: (accent: string, theme: Theme, palette: Palette) => string[]) =>
  [...LOOKS].flatMap(([accent, colours]) =>
    THEMES.flatMap((theme) => check(accent, theme, colours[theme])),
  );

describe('lookColours keeps WCAG 2.2 AA', () => {
  it('guarantees exactly the pairs this test checks', () => {
    const listed = Object.entries(GUARANTEED).flatMap(([colour, guarantees]) =>
      guarantees.flatMap(({ on, min }) =>
        on.map((background) => `${colour} on ${background} ${min}`),
      ),
    );
    expect(listed.sort()).toEqual(PAIRS.map(([c, on, min]) => `${c} on ${on} ${min}`).sort());
  });

  it(`passes every pair in both themes for ${ACCENTS.length} accents`, () => {
    const failures = wrongIn((accent, theme, palette) =>
      PAIRS.filter(([colour, on, min]) => !(wcagContrast(palette[colour], palette[on]) >= min)).map(
        ([colour, on]) =>
          `${accent} ${theme}: ${colour} ${palette[colour]} on ${on} ${palette[on]}`,
      ),
    );
    expect(failures).toEqual([]);
  });

  it('only writes six-digit lowercase hexes', () => {
    const odd = wrongIn((_accent, _theme, palette) =>
      Object.values(palette).filter((hex) => !/^#[0-9a-f]{6}$/.test(hex)),
    );
    expect(odd).toEqual([]);
  });
});

describe('notes', () => {
  it('say what each theme uses, exactly when it is not the accent as given', () => {
    const wrong = [...LOOKS].flatMap(([accent, { notes, ...palettes }]) => {
      const expected = THEMES.flatMap((theme) => {
        const used = new Set(ACCENT_TOKENS.map((token) => palettes[theme][token]));
        used.delete(accent);
        return [...used].map(
          (hex) => `accent ${accent} is too .* the ${theme} theme uses ${hex} \\(`,
        );
      });
      const matches = notes.length === expected.length;
      return matches && notes.every((note, index) => new RegExp(`^${expected[index]}`).test(note))
        ? []
        : [`${accent}: ${notes.join(' / ') || 'no notes'}, expected ${expected.join(' / ')}`];
    });
    expect(wrong).toEqual([]);
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
    const wrong = wrongIn((accent, theme, palette) => {
      const given = oklch(accent);
      if (!given || given.c < 0.05) return []; // a greyish accent has no hue to keep
      return ([...ACCENT_TOKENS, 'onAccentSoft', 'accentSoft'] as const).flatMap((token) => {
        const used = oklch(palette[token]);
        if (!used || used.c < 0.02) return [];
        const where = `${accent} ${theme} ${token} ${palette[token]}`;
        if (hueGap(used.h, given.h) > 3) return [`${where}: hue moved`];
        // Chroma given up that sRGB had room for at this lightness and hue.
        const roomLeft = displayable({ ...used, c: used.c + 0.01, h: given.h });
        const lessThanAsked = token !== 'accentSoft' && used.c < given.c - 0.01;
        return lessThanAsked && roomLeft ? [`${where}: chroma lost`] : [];
      });
    });
    expect(wrong).toEqual([]);
  });

  it('moves only as far in lightness as the contrast needs', () => {
    // 0.005 of lightness back toward the owner's colour must fail: the search went no further.
    const wrong = wrongIn((accent, theme, palette) => {
      const given = lchOf(accent);
      return ACCENT_TOKENS.flatMap((token) => {
        const used = palette[token];
        if (used === accent) return [];
        const l = lchOf(used).l;
        const closer = hexAt({ ...given, l: l + Math.sign(given.l - l) * 0.005 });
        const min = token === 'accent' ? 4.5 : 3;
        const passes = [palette.page, palette.surface].every(
          (on) => wcagContrast(closer, on) >= min,
        );
        return passes ? [`${accent} ${theme} ${token} ${used}: ${closer} passes too`] : [];
      });
    });
    expect(wrong).toEqual([]);
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
      const { page, surface } = look('#0f766e')[theme];
      for (const hex of [page, surface]) {
        const colour = oklch(hex);
        expect(colour?.c, `${theme} ${hex}`).toBeGreaterThan(0.002);
        expect(hueGap(colour?.h, hue), `${theme} ${hex}`).toBeLessThan(15);
      }
    }
    const { light, dark } = look('#0f766e');
    expect(lightness(light.page)).toBeGreaterThan(0.97);
    expect(lightness(dark.page)).toBeGreaterThan(0.12); // not black
    expect(lightness(dark.surface)).toBeGreaterThan(lightness(dark.page));
  });

  it('stay grey for a grey accent', () => {
    const { dark } = look('#808080');
    for (const token of LOOK_TOKENS) expect(dark[token]).toMatch(/^#(..)\1\1$/);
  });
});

describe("the statuses' colours", () => {
  it('are the site’s own on the page and cards of every accent: each passes there as given', () => {
    const moved = wrongIn((accent, theme, palette) =>
      STATUS_TOKENS.filter(
        (token) => palette[token] !== statusHex(STATUS[theme][token], palette),
      ).map((token) => `${accent} ${theme} ${token} ${palette[token]}`),
    );
    expect(moved).toEqual([]);
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
