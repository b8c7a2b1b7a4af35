import type { Manifest } from 'vite';
import { templateSite } from './templateSite';

/**
 * A manifest shaped like the one Vite writes for this site: one entry with a
 * shared chunk, a stylesheet and a start-up step it imports on demand, a chunk per page (trading loads a chart chunk
 * on demand), translation chunks.
 */
/** The languages whose string chunks the manifest holds: the sample's. */
export const MANIFEST_LANGUAGES = ['en', 'it'] as const;

export function sampleManifest(): Manifest {
  const manifest: Manifest = {
    'src/main.tsx': {
      file: 'assets/main-1.js',
      src: 'src/main.tsx',
      isEntry: true,
      imports: ['_shared-1.js'],
      dynamicImports: ['src/app/startApp.tsx'],
      css: ['assets/main-1.css'],
    },
    'src/app/startApp.tsx': {
      file: 'assets/startApp-1.js',
      src: 'src/app/startApp.tsx',
      isDynamicEntry: true,
      imports: ['src/main.tsx', '_shared-1.js', '_react-dom-1.js'],
    },
    '_react-dom-1.js': { file: 'assets/react-dom-1.js', imports: ['_runtime-1.js'] },
    '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_runtime-1.js'] },
    '_runtime-1.js': { file: 'assets/runtime-1.js' },
    '_pager-1.js': { file: 'assets/pager-1.js', imports: ['_runtime-1.js'] },
    'src/pages/trading/PerformanceChart.tsx': {
      file: 'assets/PerformanceChart-1.js',
      src: 'src/pages/trading/PerformanceChart.tsx',
      isDynamicEntry: true,
      imports: ['_runtime-1.js'],
    },
    'src/locales/it/common.json': {
      file: 'assets/common-it.js',
      src: 'src/locales/it/common.json',
      isDynamicEntry: true,
    },
    'src/locales/en/courses.json': {
      file: 'assets/courses-en.js',
      src: 'src/locales/en/courses.json',
      isDynamicEntry: true,
    },
    'src/locales/it/courses.json': {
      file: 'assets/courses-it.js',
      src: 'src/locales/it/courses.json',
      isDynamicEntry: true,
    },
  };
  for (const key of templateSite().routeKeys) {
    // The folder is the key, the file its PascalCase name: legal-notice/LegalNoticePage.tsx.
    const name = key.replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase());
    const source = `src/pages/${key}/${name}Page.tsx`;
    manifest[source] = {
      file: `assets/${key}-page.js`,
      src: source,
      isDynamicEntry: true,
      // Pages import the entry's shared code and the entry itself.
      imports: ['src/main.tsx', '_shared-1.js', ...(key === 'courses' ? ['_pager-1.js'] : [])],
      ...(key === 'trading' ? { dynamicImports: ['src/pages/trading/PerformanceChart.tsx'] } : {}),
    };
  }
  return manifest;
}
