/**
 * A build on disk (or the page writers' files in memory) as its own pre-paint
 * data describes it: its routing mode, base, languages, sections and pages,
 * whatever owner it was built for. The size check and the look tools read it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_PAINT_DATA_ID, type FirstPaintData } from '../../src/first-paint/documentContract';
import { siteShape, type SiteShape } from '../../src/lib/siteModel';

/** A file of the site by its path below the site's folder. */
export type ReadFile = (path: string) => string | Buffer;

/**
 * The first-paint data the build wrote into its home document, the site's shape
 * it names, and the pre-paint script (the document's one inline script).
 */
export function builtSite(read: ReadFile): {
  data: FirstPaintData;
  shape: SiteShape;
  prePaint: string;
} {
  const html = String(read('index.html'));
  const start = html.indexOf(`id="${FIRST_PAINT_DATA_ID}">`);
  const end = html.indexOf('</script>', start);
  if (start < 0 || end < 0) throw new Error(`index.html has no #${FIRST_PAINT_DATA_ID} block`);
  const data = JSON.parse(html.slice(html.indexOf('>', start) + 1, end)) as FirstPaintData;
  const prePaint = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  return { data, shape: siteShape(data.languages, data.sections), prePaint };
}

/** The files of a build in a folder. */
export const distFiles =
  (dist: string): ReadFile =>
  (path) =>
    readFileSync(join(dist, path));
