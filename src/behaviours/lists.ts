/**
 * Paged and filtered lists (projects, experience, courses, testimonials).
 * Every item is in the page; a tap on a pager or filter button switches
 * `data-off` on the items at once, from the first paint on, with or without
 * the app: the app draws the list and never keeps its own copy of the page
 * or filter (see contract.ts for the markup).
 */
import { clampPage, pageCount, shownItems } from '../lib/pagination';
import {
  ENTER_ATTRIBUTE,
  FILTER_ATTRIBUTE,
  FILTER_VALUE_ATTRIBUTE,
  fillTemplate,
  HIDE_SINGLE_ATTRIBUTE,
  ITEM_ATTRIBUTE,
  KEYS_ATTRIBUTE,
  LIST_ATTRIBUTE,
  OFF_ATTRIBUTE,
  PAGE_ATTRIBUTE,
  PAGE_STEP_ATTRIBUTE,
  PER_PAGE_ATTRIBUTE,
  TEMPLATE_ATTRIBUTE,
  WHEN_ATTRIBUTE,
} from './contract';

/** The elements of this list, not of a list nested inside it. */
function own(root: Element, selector: string): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(selector)].filter(
    (element) => element.closest(`[${LIST_ATTRIBUTE}]`) === root,
  );
}

function setOff(element: Element, off: boolean): void {
  element.toggleAttribute(OFF_ATTRIBUTE, off);
}

function matchesFilter(item: Element, filter: string | null): boolean {
  const keys = item.getAttribute(KEYS_ATTRIBUTE);
  return filter === null || keys === null || keys.split(' ').includes(filter);
}

interface ListState {
  page: number;
  total: number;
}

/** The list's current page (clamped) and page count for its filter. */
export function readList(root: Element): ListState {
  const filter = root.getAttribute(FILTER_ATTRIBUTE);
  const perPage = Number(root.getAttribute(PER_PAGE_ATTRIBUTE)) || undefined;
  const matching = own(root, `[${ITEM_ATTRIBUTE}]`).filter((item) => matchesFilter(item, filter));
  const total = perPage ? pageCount(matching.length, perPage) : 1;
  return { page: clampPage(Number(root.getAttribute(PAGE_ATTRIBUTE)), total), total };
}

/** Writes the page numbers into the list's templated texts (indicator, spoken status). */
export function writeTemplates(root: Element): void {
  const { page, total } = readList(root);
  for (const element of own(root, `[${TEMPLATE_ATTRIBUTE}]`)) {
    const text = fillTemplate(element.getAttribute(TEMPLATE_ATTRIBUTE) ?? '', page, total);
    if (element.textContent !== text) element.textContent = text;
  }
}

/** Shows the list as its page and filter say: items, pager state, texts for the filter. */
function render(root: HTMLElement, direction: 'forward' | 'back'): void {
  const filter = root.getAttribute(FILTER_ATTRIBUTE);
  const perPage = Number(root.getAttribute(PER_PAGE_ATTRIBUTE)) || undefined;
  const { page, total } = readList(root);
  root.setAttribute(PAGE_ATTRIBUTE, String(page));
  const items = own(root, `[${ITEM_ATTRIBUTE}]`);
  const shown = shownItems(
    items.map((item) => matchesFilter(item, filter)),
    page,
    perPage,
  );
  items.forEach((item, index) => {
    const show = shown[index] ?? false;
    if (show && item.hasAttribute(OFF_ATTRIBUTE)) item.setAttribute(ENTER_ATTRIBUTE, direction);
    else if (!show) item.removeAttribute(ENTER_ATTRIBUTE);
    setOff(item, !show);
  });
  for (const element of own(root, `[${WHEN_ATTRIBUTE}]`)) {
    setOff(element, element.getAttribute(WHEN_ATTRIBUTE) !== filter);
  }
  for (const button of own(root, `[${FILTER_VALUE_ATTRIBUTE}]`)) {
    button.setAttribute(
      'aria-pressed',
      String(button.getAttribute(FILTER_VALUE_ATTRIBUTE) === filter),
    );
  }
  for (const button of own(root, `[${PAGE_STEP_ATTRIBUTE}]`)) {
    const step = Number(button.getAttribute(PAGE_STEP_ATTRIBUTE));
    (button as HTMLButtonElement).disabled = step < 0 ? page <= 1 : page >= total;
  }
  for (const pager of own(root, `[${HIDE_SINGLE_ATTRIBUTE}]`)) setOff(pager, total <= 1);
  writeTemplates(root);
}

/** After a page change the list's top comes back into view if it was scrolled past. */
function reveal(root: HTMLElement): void {
  const top = root.querySelector(`[${ITEM_ATTRIBUTE}]:not([${OFF_ATTRIBUTE}])`) ?? root;
  if (top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
}

/**
 * A pager button the page change disables hands keyboard focus to the other
 * one, so focus never falls back to the page body.
 */
function keepFocus(root: HTMLElement, pressed: HTMLButtonElement, hadFocus: boolean): void {
  if (!hadFocus || !pressed.disabled) return;
  own(root, `[${PAGE_STEP_ATTRIBUTE}]`)
    .find((button) => button !== pressed && !(button as HTMLButtonElement).disabled)
    ?.focus();
}

/** Handles a click on a list's pager or filter button; true when it was one. */
export function handleListClick(target: Element): boolean {
  const control = target.closest<HTMLButtonElement>(
    `[${PAGE_STEP_ATTRIBUTE}], [${FILTER_VALUE_ATTRIBUTE}]`,
  );
  const root = control?.closest<HTMLElement>(`[${LIST_ATTRIBUTE}]`);
  if (!control || !root || control.disabled) return false;
  const hadFocus = control.ownerDocument.activeElement === control;
  const value = control.getAttribute(FILTER_VALUE_ATTRIBUTE);
  if (value !== null) {
    // Choosing a filter value, even the current one, starts again from page 1.
    root.setAttribute(FILTER_ATTRIBUTE, value);
    root.setAttribute(PAGE_ATTRIBUTE, '1');
    render(root, 'forward');
    return true;
  }
  const step = Number(control.getAttribute(PAGE_STEP_ATTRIBUTE));
  const { page } = readList(root);
  root.setAttribute(PAGE_ATTRIBUTE, String(page + step));
  render(root, step < 0 ? 'back' : 'forward');
  keepFocus(root, control, hadFocus);
  reveal(root);
  return true;
}
