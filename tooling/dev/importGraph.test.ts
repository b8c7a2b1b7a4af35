import { describe, expect, it } from 'vitest';
import { importCycles } from './importGraph';
import { trackedCode } from './measures';

const file = (path: string, ...lines: string[]) => ({ path, text: lines.join('\n') });

describe('import cycles', () => {
  it('finds the files that import each other, however long the round', () => {
    const tree = [
      file('src/a.ts', "import { b } from './b';"),
      file('src/b.ts', "export { c } from './c.ts';"),
      file('src/c.ts', "const a = await import('./a');"),
      file('src/d.ts', "import { a } from './a';"),
      file('src/self/index.ts', "import { self } from '../self';"),
    ];
    expect(importCycles(tree)).toEqual([
      ['src/a.ts', 'src/b.ts', 'src/c.ts'],
      ['src/self/index.ts'],
    ]);
  });

  it('counts type-only imports, which tie two modules’ declarations as a value import does', () => {
    const tree = [
      file('src/a.ts', "import type { B } from './b';", "export type { C } from './c';"),
      file('src/b.ts', "import type { A } from './a';"),
      file('src/c.ts', "import { a } from './a';"),
      file('src/d.ts', "import type { A } from './a';"),
    ];
    expect(importCycles(tree)).toEqual([['src/a.ts', 'src/b.ts', 'src/c.ts']]);
  });

  it('finds none in the repository', () => {
    expect(importCycles(trackedCode('.', { untracked: true }))).toEqual([]);
  });
});
