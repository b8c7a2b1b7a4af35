// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LegalContents } from './LegalContents';

const ENTRIES = [
  { headingId: 'doc-intro', heading: 'Introduction' },
  { headingId: 'doc-rights', heading: 'Your rights' },
];

function renderWithHeadings() {
  return render(
    <>
      <LegalContents label="On this page" labelId="doc-contents" entries={ENTRIES} />
      {ENTRIES.map(({ headingId, heading }) => (
        <h2 key={headingId} id={headingId} tabIndex={-1}>
          {heading}
        </h2>
      ))}
    </>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('LegalContents', () => {
  it('is a navigation landmark named by its visible label, one in-page link per section in order', () => {
    renderWithHeadings();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Introduction', 'Your rights']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#doc-intro', '#doc-rights']);
  });

  it('scrolls to the chosen heading and moves focus to it, leaving the URL alone', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const user = userEvent.setup();
    renderWithHeadings();
    const hashBefore = window.location.hash;

    // Its action (src/behaviours, installed in the test set-up) moves focus instead of the hash.
    await user.click(screen.getByRole('link', { name: 'Your rights' }));

    expect(screen.getByRole('heading', { name: 'Your rights' })).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    expect(window.location.hash).toBe(hashBefore);
  });
});
