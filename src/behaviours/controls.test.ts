import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The lint rule that keeps React off the first-paint controls (eslint.config.js,
 * FIRST_PAINT_CONTROLS): a React developer's first instinct fails `npm run lint`,
 * and no component that draws such a control is left out of the rule.
 */
const SOURCES = import.meta.glob<string>(['/src/**/*.tsx', '!/src/**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** What marks a component as drawing a control that works before the app does. */
const DRAWS_A_FIRST_PAINT_CONTROL =
  /<PopoverMenu|popoverTarget|<details|\b(actionProps|listRootProps|listItemProps|filterButtonProps|whenProps)\(|needsScriptProps|CLAMP_ATTRIBUTE|PAGE_STEP_ATTRIBUTE|TEMPLATE_ATTRIBUTE/;

const MARK = 'is a first-paint control';

function source(path: string): string {
  const text = SOURCES[`/${path}`];
  if (text === undefined) throw new Error(`${path} is missing`);
  return text;
}

describe('the first-paint controls lint rule', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint();
  });

  it('rejects useState and onClick in PortfolioMenu.tsx, naming the behaviour to change', async () => {
    const path = 'src/app/layout/PortfolioMenu.tsx';
    const instinct = `import { useState } from 'react';\n${source(path)}`
      .replace(
        'const { t } = useTranslation();',
        'const { t } = useTranslation();\n  const [open, setOpen] = useState(false);',
      )
      .replace('<PopoverMenu\n', '<PopoverMenu\n      onToggle={() => setOpen(!open)}\n')
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
      2,
    );
    expect(messages.filter((message) => message.startsWith('No React state'))).toHaveLength(1);
    expect(messages.every((message) => message.includes('src/behaviours/popovers.ts'))).toBe(true);
  }, 60_000);

  it('covers every component that draws a first-paint control', async () => {
    const controls = Object.keys(SOURCES).filter((key) =>
      DRAWS_A_FIRST_PAINT_CONTROL.test(SOURCES[key] ?? ''),
    );
    expect(controls).toContain('/src/app/layout/PortfolioMenu.tsx');
    const uncovered: string[] = [];
    for (const key of controls) {
      const config = (await eslint.calculateConfigForFile(key.slice(1))) as {
        rules?: Record<string, unknown>;
      };
      if (!JSON.stringify(config.rules?.['no-restricted-syntax'] ?? '').includes(MARK)) {
        uncovered.push(key.slice(1));
      }
    }
    // A new one belongs in FIRST_PAINT_CONTROLS (eslint.config.js), under its behaviour.
    expect(uncovered).toEqual([]);
  }, 60_000);
});
