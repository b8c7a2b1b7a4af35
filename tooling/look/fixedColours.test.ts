import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The look's promise (tokens.ts) covers only the colours components take from it: a Tailwind
 * palette colour (`text-green-700`, `dark:bg-amber-400/10`), black, white or a hex in brackets
 * is the same in every look and outside the guarantee. Colours are the look's tokens instead
 * (src/lib/lookTokens.ts: `text-gain`, `bg-start-soft`).
 */
const UTILITY =
  'bg|text|border(?:-[xytrblse])?|ring(?:-offset)?|inset-ring|outline|decoration|divide|fill|stroke|from|via|to|shadow|inset-shadow|accent|caret|placeholder';
const PALETTE =
  'slate|gray|zinc|neutral|stone|taupe|mauve|mist|olive|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose';
const FIXED_COLOUR = new RegExp(
  `(?<![\\w-])(?:[\\w-]+:)*(?:${UTILITY})-(?:(?:${PALETTE})-\\d{2,3}|black|white|\\[#[0-9a-f]{3,8}\\])(?:/\\d+)?(?![\\w-])`,
  'gi',
);

const fixedColours = (text: string) => text.match(FIXED_COLOUR) ?? [];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|css)$/.test(entry.name) ? [path] : [];
  });
}

describe('src/', () => {
  it('draws in the look’s tokens, never a fixed colour', () => {
    const found = sourceFiles('src').flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          fixedColours(line).map((colour) => `${file}:${index + 1} ${colour}`),
        ),
    );
    expect(found).toEqual([]);
  });

  it('would be told of a fixed colour in any variant or opacity, and not of a token', () => {
    expect(
      fixedColours(
        'text-green-700 dark:bg-emerald-400/10 ring-amber-200 hover:text-[#fff] border-t-white',
      ),
    ).toEqual([
      'text-green-700',
      'dark:bg-emerald-400/10',
      'ring-amber-200',
      'hover:text-[#fff]',
      'border-t-white',
    ]);
    expect(
      fixedColours('bg-gain-soft text-on-gain-soft ring-start-line hover:text-accent'),
    ).toEqual([]);
  });
});
