/**
 * What the accent check lays over a build and how it reports: accents at the
 * edges of what an owner may write, and axe's colour-contrast findings as the
 * component engineer needs them (where, which colours, which ratio).
 */

export interface EdgeAccent {
  name: string;
  accent: string;
}

export const EDGE_ACCENTS: readonly EdgeAccent[] = [
  { name: 'pale yellow', accent: '#fff59d' },
  { name: 'saturated orange', accent: '#ff6d00' },
  { name: 'near-black', accent: '#111111' },
  { name: 'near-white', accent: '#fafafa' },
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
