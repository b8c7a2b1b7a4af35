import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { Pagination } from './Pagination';

function PagedExample({ pageCount, initialPage = 1 }: { pageCount: number; initialPage?: number }) {
  const [page, setPage] = useState(initialPage);
  return <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />;
}

describe('Pagination', () => {
  it('is a labelled navigation landmark with a live page / total indicator', () => {
    renderWithProviders(<PagedExample pageCount={4} />);
    const navigation = screen.getByRole('navigation', { name: 'Pagination' });
    expect(navigation).toBeInTheDocument();
    expect(screen.getByTestId('pagination-indicator')).toHaveTextContent(/^1 \/ 4$/);
    const live = screen.getByText('Page 1 of 4').closest('[aria-live]');
    expect(live).toHaveAttribute('aria-live', 'polite');
  });

  it('disables previous on the first page and next on the last', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PagedExample pageCount={3} />);
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(screen.getByTestId('pagination-indicator')).toHaveTextContent('2 / 3');
    expect(previous).toBeEnabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(screen.getByTestId('pagination-indicator')).toHaveTextContent('3 / 3');
    expect(next).toBeDisabled();

    await user.click(previous);
    expect(screen.getByTestId('pagination-indicator')).toHaveTextContent('2 / 3');
  });

  it('never asks for a page outside 1 and the last', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderWithProviders(<Pagination page={9} pageCount={4} onPageChange={onPageChange} />);
    expect(screen.getByTestId('pagination-indicator')).toHaveTextContent('4 / 4');
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledTimes(1);
  });

  it('moves focus to the other button when the focused one becomes disabled', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PagedExample pageCount={2} />);
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    next.focus();
    await user.keyboard('{Enter}');
    expect(next).toBeDisabled();
    expect(previous).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(previous).toBeDisabled();
    expect(next).toHaveFocus();
  });

  it('keeps focus on a button that stays enabled', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PagedExample pageCount={5} />);
    const next = screen.getByRole('button', { name: 'Next page' });
    await user.click(next);
    expect(next).toHaveFocus();
  });

  it('hides itself for a single page only when asked', () => {
    const { unmount } = renderWithProviders(
      <Pagination page={1} pageCount={1} onPageChange={vi.fn()} hideWhenSinglePage />,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<Pagination page={1} pageCount={1} onPageChange={vi.fn()} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('speaks Italian', () => {
    renderWithProviders(<PagedExample pageCount={8} initialPage={3} />, { language: 'it' });
    expect(screen.getByRole('navigation', { name: 'Paginazione' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagina precedente' })).toHaveTextContent(
      'Precedente',
    );
    expect(screen.getByText('Pagina 3 di 8')).toBeInTheDocument();
    expect(screen.getByTestId('pagination-indicator')).toHaveTextContent('3 / 8');
  });

  it('accepts its own landmark name', () => {
    renderWithProviders(
      <Pagination page={1} pageCount={2} onPageChange={vi.fn()} label="Course pages" />,
    );
    expect(screen.getByRole('navigation', { name: 'Course pages' })).toBeInTheDocument();
  });
});
