// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listItemProps, listRootProps } from '../behaviours/contract';
import { pageCount, shownItems } from '../lib/pagination';
import { renderWithProviders } from '../test/render';
import { Pagination } from './Pagination';

/** A list of `count` items, `perPage` a page, as the list pages draw it (src/behaviours answers). */
function PagedList({
  count,
  perPage = 1,
  hide,
}: {
  count: number;
  perPage?: number;
  hide?: boolean;
}) {
  const first = shownItems(
    Array.from({ length: count }, () => true),
    1,
    perPage,
  );
  return (
    <div {...listRootProps({ perPage, transition: 'rise' })}>
      <ul>
        {first.map((shown, index) => (
          <li key={index} {...listItemProps(shown)}>
            Item {index + 1}
          </li>
        ))}
      </ul>
      <Pagination pageCount={pageCount(count, perPage)} hideWhenSinglePage={hide} />
    </div>
  );
}

const indicator = () => screen.getByTestId('pagination-indicator');

describe('Pagination', () => {
  it('is a labelled navigation landmark with a live page / total indicator', () => {
    renderWithProviders(<PagedList count={4} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(indicator()).toHaveTextContent(/^1 \/ 4$/);
    const live = screen.getByText('Page 1 of 4').closest('[aria-live]');
    expect(live).toHaveAttribute('aria-live', 'polite');
  });

  it('is left out when everything fits on one page, if asked', () => {
    renderWithProviders(<PagedList count={1} hide />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('speaks Italian, the numbers filled in after a change', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PagedList count={3} />, { language: 'it' });
    await user.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect(screen.getByText('Pagina 2 di 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagina precedente' })).toBeEnabled();
  });
});
