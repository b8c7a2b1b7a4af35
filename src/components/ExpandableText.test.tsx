// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeShownState } from '../behaviours';
import { renderWithProviders } from '../test/render';
import { ExpandableText } from './ExpandableText';

const TEXT = 'Led the move of the claims portal from AngularJS to Angular, one screen at a time.';

/** jsdom lays nothing out: the text's scroll height stands in for how much the clamp hides. */
function textHeights(scrollHeight: number, clientHeight: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight);
}

/** Draws the text as the build does, and shows it as the page shows it (the clamp measured). */
function show(text: Parameters<typeof ExpandableText>[0], language?: string) {
  renderWithProviders(<ExpandableText {...text} />, language ? { language } : {});
  writeShownState(document, document.body);
}

/** The holder CSS reads: it shows the toggle only when marked overflowing. */
const holderOf = (text: string) => screen.getByText(text).closest('[data-clamp]');

describe('ExpandableText', () => {
  afterEach(() => vi.restoreAllMocks());

  it('clamps the text to 3 lines and offers Show more when the clamp hides some', async () => {
    textHeights(120, 72);
    const user = userEvent.setup();
    show({ text: TEXT });
    expect(screen.getByText(TEXT)).toHaveClass('line-clamp-3');
    expect(holderOf(TEXT)).toHaveAttribute('data-overflowing');

    const toggle = screen.getByText('Show more').closest('details');
    expect(toggle).not.toHaveAttribute('open');
    await user.click(screen.getByText('Show more'));
    // Open, styles.css unclamps the text and the summary says Show less.
    expect(toggle).toHaveAttribute('open');
    expect(screen.getByText('Show less')).toBeInTheDocument();
    await user.click(screen.getByText('Show less'));
    expect(toggle).not.toHaveAttribute('open');
  });

  it('marks no overflow when the text fits, so the toggle stays hidden', () => {
    textHeights(48, 72);
    show({ text: TEXT });
    expect(holderOf(TEXT)).not.toHaveAttribute('data-overflowing');
  });

  it('supports another clamp and speaks Italian', () => {
    show({ text: TEXT, lines: 2 }, 'it');
    expect(screen.getByText(TEXT)).toHaveClass('line-clamp-2');
    expect(screen.getByText('Mostra di più')).toBeInTheDocument();
  });
});
