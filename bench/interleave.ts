/**
 * Side by side on a shared machine: every build the bench measures visits the
 * same page in turn, run after run, so a load that comes and goes falls on all
 * of them alike; and the hash build's first paint is judged against the path
 * build's of the same page, run by run.
 */
import { median } from './summary';

/**
 * Calls `visit` `runs` times for each target, one run of every target before
 * the next run of any, in reverse order every other run (the first target
 * does not always meet a machine the last one left busy). Resolves with each
 * target's runs, in the targets' order.
 */
export async function interleaved<Target, Run>(
  targets: readonly Target[],
  runs: number,
  visit: (target: Target, run: number) => Promise<Run>,
): Promise<Run[][]> {
  const results: Run[][] = targets.map(() => []);
  for (let run = 1; run <= runs; run += 1) {
    const order = targets.map((_, index) => index);
    if (run % 2 === 0) order.reverse();
    for (const index of order) {
      const target = targets[index] as Target;
      results[index]?.push(await visit(target, run));
    }
  }
  return results;
}

/** The run-by-run ratios `over[i] ÷ under[i]` of the runs that have both figures. */
export function pairedRatios(
  over: readonly (number | null)[],
  under: readonly (number | null)[],
): number[] {
  return over.flatMap((value, index) => {
    const base = under[index];
    return value === null || base === null || base === undefined || base === 0
      ? []
      : [value / base];
  });
}

/**
 * The median of the run-by-run ratios (runs made one after the other):
 * steadier on a busy machine than the ratio of two medians. Null when no run
 * has both figures.
 */
export function pairedRatio(
  over: readonly (number | null)[],
  under: readonly (number | null)[],
): number | null {
  return median(pairedRatios(over, under));
}

/**
 * The first and third quartiles (linear between the sorted values, as a
 * spreadsheet's QUARTILE.INC): half the values lie between them. Null without values.
 */
export function quartiles(values: readonly number[]): [number, number] | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (fraction: number) => {
    const position = fraction * (sorted.length - 1);
    const below = sorted[Math.floor(position)] ?? 0;
    const above = sorted[Math.ceil(position)] ?? below;
    return below + (above - below) * (position - Math.floor(position));
  };
  return [at(0.25), at(0.75)];
}

/**
 * How far the median of these values may lie from the true one, about 95 times
 * in 100 (a box plot's notch: 1.57 × the interquartile range ÷ √n). The values'
 * own spread does not shrink with more runs; this does, as 1/√n. Null without values.
 */
export function medianUncertainty(values: readonly number[]): number | null {
  const spread = quartiles(values);
  return spread === null ? null : (1.57 * (spread[1] - spread[0])) / Math.sqrt(values.length);
}
