import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { FilterButtons } from './FilterButtons';

const YEARS = [2021, 2019, 2016].map((year) => ({ value: year, label: String(year) }));

function YearFilter() {
  const [year, setYear] = useState(2021);
  return (
    <>
      <FilterButtons label="Filter by year" options={YEARS} selected={year} onSelect={setYear} />
      <p>Selected {year}</p>
    </>
  );
}

describe('FilterButtons', () => {
  it('is a labelled group of toggle buttons in the given order', () => {
    renderWithProviders(<YearFilter />);
    const group = screen.getByRole('group', { name: 'Filter by year' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['2021', '2019', '2016']);
  });

  it('presses exactly the selected button and moves the press on click', async () => {
    const user = userEvent.setup();
    renderWithProviders(<YearFilter />);
    expect(screen.getByRole('button', { name: '2021' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '2019' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: '2016' }));
    expect(screen.getByText('Selected 2016')).toBeInTheDocument();
    const pressed = screen
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-pressed') === 'true');
    expect(pressed.map((button) => button.textContent)).toEqual(['2016']);
  });

  it('works with text values and reports the chosen one', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderWithProviders(
      <FilterButtons
        label="Company"
        options={[
          { value: 'RGI', label: 'RGI' },
          { value: 'Fastweb', label: 'Fastweb' },
        ]}
        selected="RGI"
        onSelect={onSelect}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Fastweb' }));
    expect(onSelect).toHaveBeenCalledWith('Fastweb');
  });
});
