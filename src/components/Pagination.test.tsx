// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listRootProps } from '../behaviours/contract';
import { renderWithProviders } from '../test/render';
import { PagedList } from './PagedList';
import { Pagination } from './Pagination';

/** A list of `count` items, one a page, as the list pages draw it (src/behaviours answers). */
const List = ({ count }: { count: number }) => (
  <PagedList
    items={Array.from({ length: count }, (_, index) => `Item ${index + 1}`)}
    perPage={1}
    transition="rise"
    itemKey={(item) => item}
  >
    {(item) => item}
  </PagedList>
);

const indicator = () => screen.getByTestId('pagination-indicator');

describe('Pagination', () => {
  it('is a labelled navigation landmark with a live page / total indicator', () => {
    renderWithProviders(<List count={4} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(indicator()).toHaveTextContent(/^1 \/ 4$/);
    const live = screen.getByText('Page 1 of 4').closest('[aria-live]');
    expect(live).toHaveAttribute('aria-live', 'polite');
  });

  it('is left out when everything fits on one page, if asked', () => {
    renderWithProviders(
      <div {...listRootProps({ perPage: 1 })}>
        <Pagination pageCount={1} hideWhenSinglePage />
      </div>,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('speaks Italian, the numbers filled in after a change', async () => {
    const user = userEvent.setup();
    renderWithProviders(<List count={3} />, { language: 'it' });
    await user.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect(screen.getByText('Pagina 2 di 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagina precedente' })).toBeEnabled();
  });
});
