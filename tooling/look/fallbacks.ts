/**
 * The local fonts a web font's fallback face draws with while it loads, and the
 * file whose metrics stand for them. Each kind lists fonts with the same advance
 * widths (Arial = Helvetica = Liberation Sans = Arimo; Times New Roman = Liberation
 * Serif = Tinos; Courier New = Liberation Mono = Cousine), so one size-adjust
 * matches whichever the device has: Windows and macOS have Arial, Debian and most
 * Linux have Liberation (not Arial: local('Arial') alone would miss there),
 * ChromeOS Arimo. Arimo, Tinos and Cousine are on npm, so the build measures them.
 */
import type { FallbackKind } from './catalogue.ts';

interface LocalFamily {
  name: string;
  /** What its regular face's full name adds (macOS: "Times Roman"). */
  regular?: string;
  /** What its italic faces are called. */
  italic: 'Italic' | 'Oblique';
}

interface Fallback {
  families: readonly LocalFamily[];
  /** The metric-compatible font on npm, its latin WOFF files by weight and style. */
  package: string;
  file: (bold: boolean, italic: boolean) => string;
}

const fontsourceFile = (id: string) => (bold: boolean, italic: boolean) =>
  `${id}-latin-${bold ? 700 : 400}-${italic ? 'italic' : 'normal'}.woff`;

export const FALLBACKS: Record<FallbackKind, Fallback> = {
  sans: {
    families: [
      { name: 'Arial', italic: 'Italic' },
      { name: 'Helvetica', italic: 'Oblique' },
      { name: 'Liberation Sans', italic: 'Italic' },
      { name: 'Arimo', italic: 'Italic' },
    ],
    package: '@fontsource/arimo',
    file: fontsourceFile('arimo'),
  },
  serif: {
    families: [
      { name: 'Times New Roman', italic: 'Italic' },
      { name: 'Times', regular: 'Roman', italic: 'Italic' },
      { name: 'Liberation Serif', italic: 'Italic' },
      { name: 'Tinos', italic: 'Italic' },
    ],
    package: '@fontsource/tinos',
    file: fontsourceFile('tinos'),
  },
  mono: {
    families: [
      { name: 'Courier New', italic: 'Italic' },
      { name: 'Liberation Mono', italic: 'Italic' },
      { name: 'Cousine', italic: 'Italic' },
    ],
    package: '@fontsource/cousine',
    file: fontsourceFile('cousine'),
  },
};

/** local() matches a face by its full name ("Arial Bold Italic"), in Chromium, Firefox and Safari. */
export function localNames(kind: FallbackKind, bold: boolean, italic: boolean): string[] {
  return FALLBACKS[kind].families.map((family) => {
    const words = [family.name, bold && 'Bold', italic && family.italic];
    if (!bold && !italic && family.regular) words.push(family.regular);
    return words.filter(Boolean).join(' ');
  });
}
