import type { Page } from '@playwright/test';
import type { SerialContextObject } from 'axe-core';
import { axeViolations } from '../../../tooling/harness/axe';

/** The WCAG 2.2 AA rules, as the accessibility sweeps judge them. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe's WCAG 2.2 AA violations on the open page, within `scope`, one line each. */
export async function wcagViolations(page: Page, scope?: SerialContextObject): Promise<string[]> {
  const violations = await axeViolations(page, { type: 'tag', values: TAGS }, scope);
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}
