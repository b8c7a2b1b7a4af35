import { describe, expect, it } from 'vitest';
import { contrastRatio, NON_TEXT_CONTRAST, parseHex } from '../../test/contrast';
import { CHART_BACKGROUNDS, lineColor, PALETTES } from './chartPalette';

const ratio = (first: string, second: string) => contrastRatio(parseHex(first), parseHex(second));

describe.each(['light', 'dark'] as const)('the %s palette', (theme) => {
  const palette = PALETTES[theme];
  const background = CHART_BACKGROUNDS[theme];
  const lines = { up: palette.lineUp, down: palette.lineDown };
  const bars = { up: palette.barUp, down: palette.barDown };

  it.each(Object.entries(lines))('draws the %s line at 3:1 against the background', (_, line) => {
    expect(ratio(line, background)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
  });

  it.each(Object.entries(bars))('outlines the %s bars at 3:1 against the background', (_, bar) => {
    expect(ratio(bar.edge, background)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
  });

  it('draws either line at 3:1 against the fill of every bar it crosses', () => {
    for (const line of Object.values(lines)) {
      for (const bar of Object.values(bars)) {
        expect(ratio(line, bar.fill), `${line} over ${bar.fill}`).toBeGreaterThanOrEqual(
          NON_TEXT_CONTRAST,
        );
      }
    }
  });
});

describe('lineColor', () => {
  it('is green when the final cumulative value is ≥ 0 and red otherwise, per theme', () => {
    expect(lineColor([1, -0.5, null], false)).toBe(PALETTES.light.lineDown);
    expect(lineColor([1, -0.5, null], true)).toBe(PALETTES.dark.lineDown);
    expect(lineColor([-1, 0], false)).toBe(PALETTES.light.lineUp);
    expect(lineColor([-1, 0.01], true)).toBe(PALETTES.dark.lineUp);
    expect(PALETTES.dark.lineUp).not.toBe(PALETTES.light.lineUp);
    expect(PALETTES.dark.lineDown).not.toBe(PALETTES.light.lineDown);
  });
});
