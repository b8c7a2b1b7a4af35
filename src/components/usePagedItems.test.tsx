import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { Pagination } from './Pagination';
import { usePagedItems } from './usePagedItems';

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];

/** A paged list as the pages wire it, with a filter that shrinks the list. */
function PagedLetters() {
  const [items, setItems] = useState(LETTERS);
  const { visible, pager, direction } = usePagedItems(items, 3);
  return (
    <>
      <button type="button" onClick={() => setItems(['A', 'B'])}>
        Keep two letters
      </button>
      <p>{visible.join(' ')}</p>
      <p>{direction === 1 ? 'forward' : 'back'}</p>
      <Pagination {...pager} />
    </>
  );
}

describe('usePagedItems', () => {
  it('starts on page 1 and counts the pages the items fill', () => {
    renderWithProviders(<PagedLetters />);
    expect(screen.getByText('A B C')).toBeInTheDocument();
    expect(screen.getByTestId('pagination-indicator')).toHaveTextContent('1 / 3');
  });

  it('moves between pages, remembering the direction of the last move', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PagedLetters />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('G')).toBeInTheDocument();
    expect(screen.getByText('forward')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByText('D E F')).toBeInTheDocument();
    expect(screen.getByText('back')).toBeInTheDocument();
  });

  it('stays within the last page when the list shrinks', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PagedLetters />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByTestId('pagination-indicator')).toHaveTextContent('3 / 3');
    await user.click(screen.getByRole('button', { name: 'Keep two letters' }));
    expect(screen.getByText('A B')).toBeInTheDocument();
    expect(screen.getByTestId('pagination-indicator')).toHaveTextContent('1 / 1');
  });
});
