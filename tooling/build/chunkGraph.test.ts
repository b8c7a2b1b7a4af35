import { describe, expect, it } from 'vitest';
import { chunkGraph } from './chunkGraph';
import { fixtureManifest } from './testing/fixtureManifest';

describe('chunkGraph', () => {
  const graph = chunkGraph(fixtureManifest());

  it('finds the stylesheet, the after-paint and navigation modules and each island by its name', () => {
    expect(graph.css).toEqual(['assets/stylesheet-1.css']);
    expect(graph.afterPaint).toEqual(['assets/after-paint-1.js', 'assets/shared-1.js']);
    expect(graph.navigation).toEqual(['assets/navigation-1.js', 'assets/shared-1.js']);
    expect(graph.islands).toEqual({ 'performance-chart': 'assets/performance-chart-1.js' });
  });

  it('keeps every script with its static and on-demand imports', () => {
    expect(graph.files['assets/performance-chart-1.js']).toEqual({
      imports: ['assets/shared-1.js', 'assets/chart-1.js'],
      dynamicImports: [],
    });
  });

  it('refuses a manifest without the stylesheet, the after-paint or the navigation module', () => {
    for (const entry of [
      'src/stylesheet.ts',
      'src/after-paint/index.ts',
      'src/first-paint/hashNavigation.ts',
    ]) {
      const without = Object.entries(fixtureManifest()).filter(([key]) => key !== entry);
      expect(() => chunkGraph(Object.fromEntries(without))).toThrow(/has no entry named/);
    }
  });
});
