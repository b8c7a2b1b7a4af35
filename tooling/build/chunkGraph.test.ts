import { describe, expect, it } from 'vitest';
import { chunkGraph, routeKeyOfPageModule } from './chunkGraph';
import { templateSite } from './testing/templateSite';
import { sampleManifest } from './testing/sampleManifest';

const { routeKeys } = templateSite();

describe('routeKeyOfPageModule', () => {
  it('maps src/pages/<key>/<Name>Page.tsx to its route key', () => {
    expect(routeKeyOfPageModule('src/pages/home/HomePage.tsx', routeKeys)).toBe('home');
    expect(routeKeyOfPageModule('src/pages/cookie/CookiePolicyPage.tsx', routeKeys)).toBe('cookie');
    expect(routeKeyOfPageModule('src/pages/notfound/NotFoundPage.tsx', routeKeys)).toBe('notfound');
  });

  it('ignores other modules and unknown folders', () => {
    expect(routeKeyOfPageModule('src/pages/home/ProfileCard.tsx', routeKeys)).toBeNull();
    expect(routeKeyOfPageModule('src/pages/blog/BlogPage.tsx', routeKeys)).toBeNull();
    expect(routeKeyOfPageModule('src/components/Pagination.tsx', routeKeys)).toBeNull();
  });
});

describe('chunkGraph', () => {
  const graph = chunkGraph(sampleManifest(), routeKeys);

  it('finds the entry, what it imports at once or in its start-up steps, and its stylesheet', () => {
    expect(graph.entry).toBe('assets/main-1.js');
    expect(graph.entryImports.sort()).toEqual([
      'assets/react-dom-1.js',
      'assets/runtime-1.js',
      'assets/shared-1.js',
      'assets/startApp-1.js',
    ]);
    expect(graph.css).toEqual(['assets/main-1.css']);
  });

  it("gives each page its own chunk and only the imports the entry doesn't bring", () => {
    expect(graph.pages.home).toEqual(['assets/home-page.js']);
    expect(graph.pages.courses).toEqual(['assets/courses-page.js', 'assets/pager-1.js']);
    expect(graph.pages.notfound).toEqual(['assets/notfound-page.js']);
  });

  it('finds the translation chunks by language and namespace', () => {
    expect(graph.strings).toEqual({
      it: { common: 'assets/common-it.js', courses: 'assets/courses-it.js' },
      en: { courses: 'assets/courses-en.js' },
    });
  });

  it('keeps every script with its static and on-demand imports', () => {
    expect(graph.files['assets/trading-page.js']).toEqual({
      imports: ['assets/main-1.js', 'assets/shared-1.js'],
      dynamicImports: ['assets/PerformanceChart-1.js'],
    });
  });

  it('refuses a manifest without exactly one entry, or without a page', () => {
    const manifest = sampleManifest();
    delete manifest['src/main.tsx'];
    expect(() => chunkGraph(manifest, routeKeys)).toThrow(/exactly one entry, found 0/);
    const missingPage = sampleManifest();
    delete missingPage['src/pages/trading/TradingPage.tsx'];
    expect(() => chunkGraph(missingPage, routeKeys)).toThrow(
      /no page chunk in the manifest for trading/,
    );
  });
});
