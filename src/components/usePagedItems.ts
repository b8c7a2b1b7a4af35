import { useState } from 'react';
import { clampPage, itemsForPage, pageCount } from '../lib/pagination';

export interface PagedItems<T> {
  /** The items on the current page. */
  visible: T[];
  /** What <Pagination> needs: the current page, the page count, and a page change kept in bounds. */
  pager: { page: number; pageCount: number; onPageChange: (page: number) => void };
  /** 1 after a move forward, -1 after a move back: the side a sliding page comes from. */
  direction: 1 | -1;
}

/**
 * The page state of a paged list, from page 1. The page is kept within bounds
 * when it is read too, so a list that shrinks (another filter) never shows an
 * empty page.
 */
export function usePagedItems<T>(items: readonly T[], perPage: number): PagedItems<T> {
  const [state, setState] = useState<{ page: number; direction: 1 | -1 }>({
    page: 1,
    direction: 1,
  });
  const total = pageCount(items.length, perPage);
  const page = clampPage(state.page, total);

  const onPageChange = (next: number) =>
    setState({ page: clampPage(next, total), direction: next < page ? -1 : 1 });

  return {
    visible: itemsForPage(items, page, perPage),
    pager: { page, pageCount: total, onPageChange },
    direction: state.direction,
  };
}
