/**
 * What the accent check builds and how it reports: accents at the edges of what
 * an owner may write, each with a preset's typeface and shape so one build
 * covers both, and axe's colour-contrast findings as the component engineer
 * needs them (where, which colours, which ratio).
 */
import type { Look } from '../../look/look.ts';
import { LOOK_PRESETS } from '../../look/presets.ts';

export interface NamedLook {
  name: string;
  look: Look;
}

export const CONTRAST_LOOKS: readonly NamedLook[] = [
  { name: 'pale yellow', look: { ...LOOK_PRESETS.grotesk, accent: '#fff59d' } },
  { name: 'saturated orange', look: { ...LOOK_PRESETS.humanist, accent: '#ff6d00' } },
  { name: 'near-black', look: { ...LOOK_PRESETS.system, accent: '#111111' } },
  // The typeface no preset has.
  { name: 'near-white', look: { accent: '#fafafa', typeface: 'editorial', shape: 'soft' } },
];

/** What axe says of one element (its NodeResult, the parts read here). */
export interface AxeNode {
  target: unknown[];
  html: string;
  any: { data?: unknown }[];
}

export interface ContrastFailure {
  selector: string;
  foreground: string;
  background: string;
  ratio: number;
  needed: string;
  /** The start of the element's markup, to find it by eye. */
  html: string;
}

const field = (data: unknown, key: string): unknown =>
  data !== null && typeof data === 'object' ? (data as Record<string, unknown>)[key] : undefined;

export function contrastFailure(node: AxeNode): ContrastFailure {
  const data = node.any.find((check) => field(check.data, 'fgColor') !== undefined)?.data;
  return {
    selector: node.target.map(String).join(' '),
    foreground: String(field(data, 'fgColor') ?? '?'),
    background: String(field(data, 'bgColor') ?? '?'),
    ratio: Number(field(data, 'contrastRatio') ?? NaN),
    needed: String(field(data, 'expectedContrastRatio') ?? '?'),
    html: node.html.replace(/\s+/g, ' ').slice(0, 100),
  };
}

export function describeFailure(failure: ContrastFailure): string {
  return (
    `${failure.selector}: ${failure.foreground} on ${failure.background}, ` +
    `${failure.ratio.toFixed(2)}:1 (needs ${failure.needed})\n      ${failure.html}`
  );
}
