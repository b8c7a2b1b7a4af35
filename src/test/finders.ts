import { expect } from 'vitest';
import { OFF_ATTRIBUTE } from '../behaviours/contract';

/*
 * Finders cheaper than Testing Library's queries by role on a whole page: in jsdom a query by
 * role computes the style of every candidate and its ancestors, and one by name names every
 * candidate (a second or more per query on a page under load, docs/decisions/test-time.md).
 * Each finds by the markup and asserts on what it found what the query by role would have
 * promised: the accessible name, or that what a list switched off is left out.
 */

const matches = (text: string | null | undefined, words: string | RegExp) =>
  typeof words === 'string' ? text === words : words.test(text ?? '');

/** The one element found, or an error saying what was sought. */
function theOne<T extends Element>(found: T[], what: string): T {
  const [element, ...others] = found;
  if (!element || others.length > 0) throw new Error(`not one ${what}`);
  return element;
}

/** The table whose caption reads `name`; its accessible name is asserted to be the caption. */
export function tableNamed(
  name: string | RegExp,
  root: ParentNode = document.body,
): HTMLTableElement {
  const table = theOne(
    [...root.querySelectorAll('table')].filter((candidate) =>
      matches(candidate.caption?.textContent, name),
    ),
    `table named ${name}`,
  );
  expect(table).toHaveAccessibleName(name);
  return table;
}

/** The element `selector` finds whose aria-label reads `name`; its accessible name asserted. */
export function labelled<T extends Element = HTMLElement>(
  selector: string,
  name: string | RegExp,
  root: ParentNode = document.body,
): T {
  const element = theOne(
    [...root.querySelectorAll<T>(selector)].filter((candidate) =>
      matches(candidate.getAttribute('aria-label'), name),
    ),
    `${selector} labelled ${name}`,
  );
  expect(element).toHaveAccessibleName(name);
  return element;
}

/** The elements not inside what a list switched off (hidden as styles.css hides it): those shown. */
export function shown<T extends Element>(elements: Iterable<T>): T[] {
  return [...elements].filter((element) => !element.closest(`[${OFF_ATTRIBUTE}]`));
}
