/**
 * Paging maths for the lists (projects 2 per page, courses and testimonials 3).
 * Pages are numbered from 1. An empty list still has one (empty) page, so
 * "page 1 of 1" is always a valid state and the pager simply hides.
 */

function assertPerPage(perPage: number): void {
  if (!Number.isInteger(perPage) || perPage < 1) {
    throw new RangeError(`perPage must be a positive integer, got ${perPage}`);
  }
}

/** How many pages the items fill: at least 1. */
export function pageCount(itemCount: number, perPage: number): number {
  assertPerPage(perPage);
  return Math.max(1, Math.ceil(Math.max(0, itemCount) / perPage));
}

/** Keeps a page number within 1 and the last page (whole numbers; NaN becomes 1). */
export function clampPage(page: number, totalPages: number): number {
  const last = Math.max(1, Math.floor(totalPages));
  if (Number.isNaN(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), last);
}

/** The items shown on a page; an out-of-range page is clamped first. */
export function itemsForPage<T>(items: readonly T[], page: number, perPage: number): T[] {
  const current = clampPage(page, pageCount(items.length, perPage));
  const from = (current - 1) * perPage;
  return items.slice(from, from + perPage);
}

/**
 * Which items a filtered, paged list shows: those that match the filter and
 * fall on the page (counted among the matching ones). Without `perPage`
 * every matching item shows. The page is clamped first.
 */
export function shownItems(matches: readonly boolean[], page: number, perPage?: number): boolean[] {
  const matching = matches.filter(Boolean).length;
  if (perPage === undefined) return [...matches];
  const current = clampPage(page, pageCount(matching, perPage));
  const from = (current - 1) * perPage;
  let index = -1;
  return matches.map((match) => {
    if (!match) return false;
    index += 1;
    return index >= from && index < from + perPage;
  });
}
