import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ExpandableText } from './ExpandableText';

const TEXT = 'Led the move of the claims portal from AngularJS to Angular, one screen at a time.';

describe('ExpandableText', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('clamps the text to 3 lines and toggles when it overflows', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ExpandableText text={TEXT} measure={() => true} />);
    const paragraph = screen.getByText(TEXT);
    expect(paragraph).toHaveClass('line-clamp-3');

    const button = screen.getByRole('button', { name: 'Show more' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', paragraph.id);

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveTextContent('Show less');
    expect(paragraph).not.toHaveClass('line-clamp-3');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveTextContent('Show more');
    expect(paragraph).toHaveClass('line-clamp-3');
  });

  it('shows no button when the text fits', () => {
    renderWithProviders(<ExpandableText text={TEXT} measure={() => false} />);
    expect(screen.getByText(TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('measures the element by default: scroll height beyond the client height', () => {
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(120);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(72);
    renderWithProviders(<ExpandableText text={TEXT} />);
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
  });

  it('ignores a sub-pixel difference', () => {
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(73);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(72);
    renderWithProviders(<ExpandableText text={TEXT} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('re-measures when the window is resized', async () => {
    let fits = true;
    renderWithProviders(<ExpandableText text={TEXT} measure={() => !fits} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    fits = false;
    window.dispatchEvent(new Event('resize'));
    expect(await screen.findByRole('button', { name: 'Show more' })).toBeInTheDocument();
  });

  it('supports another clamp and speaks Italian', () => {
    renderWithProviders(<ExpandableText text={TEXT} lines={2} measure={() => true} />, {
      language: 'it',
    });
    expect(screen.getByText(TEXT)).toHaveClass('line-clamp-2');
    expect(screen.getByRole('button', { name: 'Mostra di più' })).toBeInTheDocument();
  });
});
