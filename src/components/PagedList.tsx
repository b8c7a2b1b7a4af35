import type { ReactNode } from 'react';
import { listItemProps, listRootProps, type ListTransition } from '../behaviours/contract';
import { pageCount, shownItems } from '../lib/pagination';
import { Pagination } from './Pagination';

interface PagedListProps<Item> {
  items: readonly Item[];
  perPage: number;
  transition: ListTransition;
  /** The pager's landmark name. */
  label?: string;
  itemKey: (item: Item) => string;
  children: (item: Item, index: number) => ReactNode;
}

/**
 * Every item is in the page (and in what crawlers read); the pager under the list shows
 * `perPage` at a time, answered from the first paint by the list's behaviour, and is
 * left out when they all fit on one page (an owner's two testimonials need no '1 / 1').
 */
export function PagedList<Item>({
  items,
  perPage,
  transition,
  label,
  itemKey,
  children,
}: PagedListProps<Item>) {
  const firstPage = shownItems(
    items.map(() => true),
    1,
    perPage,
  );
  return (
    <div {...listRootProps({ perPage, transition })}>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {items.map((item, index) => (
          <li
            key={itemKey(item)}
            {...listItemProps(firstPage[index] ?? false)}
            className="scroll-mt-4"
          >
            {children(item, index)}
          </li>
        ))}
      </ul>
      <Pagination
        pageCount={pageCount(items.length, perPage)}
        label={label}
        hideWhenSinglePage
        className="mt-8"
      />
    </div>
  );
}
