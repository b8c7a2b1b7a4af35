// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { PagedList } from './PagedList';

function List({ count }: { count: number }) {
  const items = Array.from({ length: count }, (_, index) => `Item ${index + 1}`);
  return (
    <PagedList items={items} perPage={3} transition="slide" label="Pages" itemKey={(item) => item}>
      {(item) => <p>{item}</p>}
    </PagedList>
  );
}

describe('PagedList', () => {
  it('has no pager when every item fits on one page', () => {
    renderWithProviders(<List count={2} />);
    expect(screen.getByText('Item 2')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('pages the items when they take more than one page', () => {
    renderWithProviders(<List count={4} />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByTestId('pagination-indicator')).toHaveTextContent(/^1 \/ 2$/);
  });
});
