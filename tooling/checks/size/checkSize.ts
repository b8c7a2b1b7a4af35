/**
 * `npm run check:size`: the size budgets of the production build (dist/, or DIST_DIR) as
 * `npm run build` left it, measured and judged by measureBuild.ts. Prints the figures; exits 1
 * naming what breaks a budget. (What each added language costs is measured on real builds, by
 * check:variants.)
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGETS } from './budgets';
import { formatTable, kb } from '../../lib/table';
import { measureBuild } from './measureBuild';

const projectRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

function main(): number {
  const size = measureBuild(resolve(process.env.DIST_DIR ?? join(projectRoot, 'dist')));
  const { figures, languages, largestFirstPaint: largest } = size;

  console.log(`Size check of ${size.dist}\n`);
  console.log('Before the first paint (document, and in hash mode the page fragment; gzip):');
  console.log(
    formatTable([
      ['page', ...languages],
      ...size.routeKeys.map((routeKey) => [
        routeKey,
        ...languages.map((language) =>
          kb(
            figures.firstPaint.find((row) => row.routeKey === routeKey && row.language === language)
              ?.gzip,
          ),
        ),
      ]),
    ]),
  );
  console.log('\nBudgets (gzip; the fonts, images and CV files raw):');
  console.log(
    formatTable([
      ['figure', 'value', 'budget', 'result'],
      ...size.verdicts.map(({ label, bytes, budget, ok }) => [
        label,
        kb(bytes),
        kb(budget),
        ok ? 'ok' : 'OVER',
      ]),
      [
        'Chart.js outside the chart',
        figures.chartLeaks.join(', ') || 'none',
        'none',
        figures.chartLeaks.length ? 'LEAK' : 'ok',
      ],
    ]),
  );
  console.log(
    `\nlargest first paint: ${largest} bytes gzip of ${BUDGETS.firstPaintGzip}, ` +
      `${BUDGETS.firstPaintGzip - largest} bytes of room ` +
      '(npm run check:variants measures what one more language costs)',
  );
  if (size.failures.length > 0) {
    const lines = size.failures.map((failure) => `- ${failure}`).join('\n');
    console.error(`\nsize check failed:\n${lines}`);
    return 1;
  }
  console.log('\nsize check: every budget holds');
  return 0;
}

try {
  process.exit(main());
} catch (error) {
  console.error(`size check: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
