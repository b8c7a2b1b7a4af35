import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The lint rule that keeps React to the build (eslint.config.js, REACT_AT_BUILD):
 * a React developer's first instinct fails `npm run lint`, and no component is
 * left out of the rule.
 */
const SOURCES = import.meta.glob<string>(
  ['/src/**/*.tsx', '!/src/**/*.test.tsx', '!/src/test/**'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

const MARK = 'React draws at build only';

function source(path: string): string {
  const text = SOURCES[`/${path}`];
  if (text === undefined) throw new Error(`${path} is missing`);
  return text;
}

describe('the React-at-build lint rule', () => {
  let eslint: ESLint;
  beforeAll(() => {
    // The rule under test alone: the import rules would walk the whole import graph from
    // the file (most of a minute on a busy machine) for what `npm run lint` checks anyway.
    eslint = new ESLint({ ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax' });
  });

  it('rejects useState, useEffect and onClick in PortfolioMenu.tsx, naming the behaviours', async () => {
    const path = 'src/shell/layout/PortfolioMenu.tsx';
    const instinct = `import { useEffect, useState } from 'react';\n${source(path)}`
      .replace(
        'const { t } = useTranslation();',
        'const { t } = useTranslation();\n  const [open, setOpen] = useState(false);\n  useEffect(() => setOpen(false), []);',
      )
      .replace(
        '<ChevronDownIcon\n',
        '<ChevronDownIcon\n            onClick={() => setOpen(!open)}\n',
      );
    expect(instinct).toContain('onClick={');

    const [result] = await eslint.lintText(instinct, { filePath: path });
    const messages = (result?.messages ?? [])
      .filter((message) => message.ruleId === 'no-restricted-syntax')
      .map((message) => message.message);

    expect(messages).toHaveLength(3);
    expect(messages.filter((message) => message.startsWith('No React event handler'))).toHaveLength(
      1,
    );
    expect(messages.filter((message) => message.startsWith('No React state'))).toHaveLength(2);
    expect(messages.every((message) => message.includes('src/behaviours/'))).toBe(true);
  }, 60_000);

  it('covers every component', async () => {
    const components = Object.keys(SOURCES);
    expect(components).toContain('/src/shell/layout/PortfolioMenu.tsx');
    const uncovered: string[] = [];
    for (const key of components) {
      const config = (await eslint.calculateConfigForFile(key.slice(1))) as {
        rules?: Record<string, unknown>;
      };
      if (!JSON.stringify(config.rules?.['no-restricted-syntax'] ?? '').includes(MARK)) {
        uncovered.push(key.slice(1));
      }
    }
    expect(uncovered).toEqual([]);
  }, 60_000);
});
