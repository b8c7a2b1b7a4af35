import type { Manifest } from 'vite';

/** The languages the fixture site (fixtureSiteInput.ts) is built in. */
export const FIXTURE_LANGUAGES = ['en', 'it'] as const;

/**
 * A made-up manifest shaped like the one Vite writes for this site: the stylesheet's
 * entry (its CSS), the after-paint module, the navigation module and the
 * chart's island, sharing a chunk, the island with its own Chart.js chunk.
 */
export function fixtureManifest(): Manifest {
  return {
    'src/stylesheet.ts': {
      file: 'assets/stylesheet-1.js',
      name: 'stylesheet',
      src: 'src/stylesheet.ts',
      isEntry: true,
      css: ['assets/stylesheet-1.css'],
    },
    'src/after-paint/index.ts': {
      file: 'assets/after-paint-1.js',
      name: 'after-paint',
      src: 'src/after-paint/index.ts',
      isEntry: true,
      imports: ['_shared-1.js'],
    },
    'src/first-paint/hashNavigation.ts': {
      file: 'assets/navigation-1.js',
      name: 'navigation',
      src: 'src/first-paint/hashNavigation.ts',
      isEntry: true,
      imports: ['_shared-1.js'],
    },
    'src/islands/chart/performanceChart.ts': {
      file: 'assets/performance-chart-1.js',
      name: 'performance-chart',
      src: 'src/islands/chart/performanceChart.ts',
      isEntry: true,
      imports: ['_shared-1.js', '_chart-1.js'],
    },
    '_shared-1.js': { file: 'assets/shared-1.js', name: 'shared' },
    '_chart-1.js': { file: 'assets/chart-1.js', name: 'chart' },
  };
}
