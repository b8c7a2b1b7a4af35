// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listItemProps, listRootProps } from '../behaviours/contract';
import { pageCount, shownItems } from '../lib/pagination';
import { renderWithProviders } from '../test/render';
import { FilterButtons } from './FilterButtons';
import { FilterStatus } from './FilterStatus';
import { Pagination } from './Pagination';

const ITEMS = [
  { name: 'Alpha', company: 'Big Co. s.r.l.' },
  { name: 'Beta', company: 'Big Co. s.r.l.' },
  { name: 'Gamma', company: 'Big Co. s.r.l.' },
  { name: 'Delta', company: 'Fastweb' },
];
const COMPANIES = ['Big Co. s.r.l.', 'Fastweb'];

/** A filtered, paged list as the projects page draws it (names with spaces and dots included). */
function FilteredList() {
  const first = shownItems(
    ITEMS.map((item) => item.company === COMPANIES[0]),
    1,
    2,
  );
  return (
    <div {...listRootProps({ perPage: 2, filter: COMPANIES[0] })}>
      <FilterButtons
        label="Filter by company"
        options={COMPANIES.map((company) => ({ value: company, label: company }))}
        selected={COMPANIES[0] ?? ''}
      />
      <FilterStatus
        lines={COMPANIES.map((company) => ({ value: company, text: `Showing ${company}` }))}
        selected={COMPANIES[0] ?? ''}
      />
      <ul>
        {ITEMS.map((item, index) => (
          <li key={item.name} {...listItemProps(first[index] ?? false, [item.company])}>
            {item.name}
          </li>
        ))}
      </ul>
      <Pagination pageCount={pageCount(3, 2)} hideWhenSinglePage />
    </div>
  );
}

describe('FilterButtons and FilterStatus', () => {
  it('press exactly one button, show its items and say so, politely', () => {
    renderWithProviders(<FilteredList />);
    const group = screen.getByRole('group', { name: 'Filter by company' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Big Co. s.r.l.' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Fastweb' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByText('Showing Big Co. s.r.l.')).toBeVisible();
    expect(screen.getByText('Showing Big Co. s.r.l.').parentElement).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(screen.getByText('Showing Fastweb')).not.toBeVisible();
    expect(screen.getByText('Delta')).not.toBeVisible();
  });

  it('move the press on a click, start again from page 1, and hide a pager with one page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FilteredList />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Gamma')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Fastweb' }));
    expect(screen.getByRole('button', { name: 'Fastweb' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Big Co. s.r.l.' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByText('Delta')).toBeVisible();
    expect(screen.getByText('Gamma')).not.toBeVisible();
    expect(screen.getByText('Showing Fastweb')).toBeVisible();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Big Co. s.r.l.' }));
    expect(screen.getByText('Alpha')).toBeVisible();
    expect(screen.getByTestId('pagination-indicator')).toHaveTextContent('1 / 2');
  });
});
