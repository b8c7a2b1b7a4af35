/** `npm run template:screenshots`'s command line: which looks, which pages, whether full pages too. */
import { parseArgs } from 'node:util';
import { PRESET_NAMES } from '../look/presets.ts';

/** The sample owner's own look, then the presets (tooling/look/presets.ts). */
export const LOOK_NAMES = ['sample', ...PRESET_NAMES] as const;
export type LookName = (typeof LOOK_NAMES)[number];

export interface LooksOptions {
  looks: LookName[];
  /** Route paths; every page of the site when empty. */
  pages: string[];
  /** Also a full-page picture at 1280 px. */
  full: boolean;
}

const USAGE = `options: --looks ${LOOK_NAMES.join(',')}  --pages /,/experience  --full`;

const list = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const isLookName = (name: string): name is LookName =>
  (LOOK_NAMES as readonly string[]).includes(name);

/** Unknown flags and names are errors, so a typo does not build every look. */
export function parseLooksOptions(argv: readonly string[]): LooksOptions {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    options: {
      looks: { type: 'string' },
      pages: { type: 'string' },
      full: { type: 'boolean', default: false },
    },
  });
  const named = list(values.looks);
  const unknown = named.filter((name) => !isLookName(name));
  if (unknown.length > 0) throw new Error(`no look ${unknown.join(', ')}\n${USAGE}`);
  const pages = list(values.pages);
  const notPaths = pages.filter((page) => !page.startsWith('/'));
  if (notPaths.length > 0) throw new Error(`--pages takes paths: ${notPaths.join(', ')}\n${USAGE}`);
  return {
    looks: named.length > 0 ? named.filter(isLookName) : [...LOOK_NAMES],
    pages,
    full: values.full,
  };
}
