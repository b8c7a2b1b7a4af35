import { describe, expect, it } from 'vitest';
import { hexAt, lchOf } from '../../tooling/look/colour.ts';
import { OWNER_FORMAT, siteFile } from '../../tooling/owner/files/site.ts';
import { EDGE_ACCENTS, contrastFailure, describeFailure } from './contrastLooks.ts';

describe('the accents the contrast check lays over a build', () => {
  it('reach the edges: near-white, near-black, and pale and bright colours as saturated as sRGB holds', () => {
    const colours = EDGE_ACCENTS.map(({ accent }) => lchOf(accent));
    expect(colours.some(({ l, c }) => l > 0.98 && c === 0)).toBe(true);
    expect(colours.some(({ l, c }) => l < 0.2 && c === 0)).toBe(true);
    // No more chroma fits at its lightness and hue.
    const saturated = colours.filter(
      (colour) => colour.c > 0 && lchOf(hexAt({ ...colour, c: 0.5 })).c - colour.c < 0.001,
    );
    expect(saturated.some(({ l }) => l > 0.95)).toBe(true);
    expect(saturated.some(({ l }) => l < 0.75)).toBe(true);
  });

  it('are accents owner/site.json accepts', () => {
    for (const { accent } of EDGE_ACCENTS) {
      expect(siteFile.safeParse({ format: OWNER_FORMAT, look: { accent } }).error).toBeUndefined();
    }
  });
});

describe('a failing element, as axe reports it', () => {
  const node = {
    target: ['li:nth-child(2) > .text-brand-700'],
    html: '<p class="text-brand-700 dark:text-brand-300">\n   RGI</p>',
    any: [
      {
        data: {
          fgColor: '#7f7516',
          bgColor: '#ffffff',
          contrastRatio: 4.1234,
          fontSize: '12.0pt (16px)',
          expectedContrastRatio: '4.5:1',
        },
      },
    ],
  };

  it('names the element, both colours, the ratio and what it needs', () => {
    expect(describeFailure(contrastFailure(node))).toBe(
      'li:nth-child(2) > .text-brand-700: #7f7516 on #ffffff, 4.12:1 (needs 4.5:1)\n' +
        '      <p class="text-brand-700 dark:text-brand-300"> RGI</p>',
    );
  });

  it('says so when axe gives no colours', () => {
    expect(contrastFailure({ ...node, any: [{}] })).toMatchObject({
      foreground: '?',
      background: '?',
    });
  });
});
