/**
 * The current year where a text names it (THIS_YEAR_ATTRIBUTE: the copyright
 * line): the page is drawn with the year it was built in, and a visit in a
 * later year reads today's.
 */
import { THIS_YEAR_ATTRIBUTE } from './contract';

export function writeThisYear(root: ParentNode, today = new Date()): void {
  const year = String(today.getFullYear());
  for (const element of root.querySelectorAll(`[${THIS_YEAR_ATTRIBUTE}]`)) {
    if (element.textContent !== year) element.textContent = year;
  }
}
