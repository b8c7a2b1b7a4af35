import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { DropdownMenu } from './DropdownMenu';

function Menu() {
  return (
    <>
      <DropdownMenu trigger="Portfolio">
        {(close) => (
          <ul>
            <li>
              <button type="button" onClick={close}>
                Experience
              </button>
            </li>
            <li>
              <button type="button">Projects</button>
            </li>
            <li>
              <button type="button">Courses</button>
            </li>
          </ul>
        )}
      </DropdownMenu>
      <p>Outside</p>
    </>
  );
}

describe('DropdownMenu', () => {
  it('opens and closes with its button, with aria-expanded and aria-controls', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Menu />);
    const button = screen.getByRole('button', { name: 'Portfolio' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Experience' })).not.toBeInTheDocument();
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).not.toBeNull();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Experience' })).toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when an item calls close, giving focus back to its button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Menu />);
    await user.click(screen.getByRole('button', { name: 'Portfolio' }));
    await user.click(screen.getByRole('button', { name: 'Experience' }));
    expect(screen.getByRole('button', { name: 'Portfolio' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Portfolio' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Menu />);
    const button = screen.getByRole('button', { name: 'Portfolio' });
    await user.click(button);
    screen.getByRole('button', { name: 'Projects' }).focus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on a pointer press outside', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Menu />);
    const button = screen.getByRole('button', { name: 'Portfolio' });
    await user.click(button);
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with ArrowDown and moves between items with arrows, Home and End', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Menu />);
    screen.getByRole('button', { name: 'Portfolio' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Experience' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Projects' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Courses' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Experience' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Courses' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'Experience' })).toHaveFocus();
  });

  it('closes when focus leaves it', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Menu />
        <button type="button">After</button>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Portfolio' });
    await user.click(button);
    screen.getByRole('button', { name: 'Courses' }).focus();
    await user.tab();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
