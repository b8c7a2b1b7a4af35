import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { PageTransition } from './PageTransition';
import type * as MotionReact from 'motion/react';

// jsdom runs no animation frames worth measuring: the movement itself is checked
// in the browser tests (tests/e2e/courses.spec.ts, testimonials.spec.ts).
const motionPreference = vi.hoisted(() => ({ reduced: false }));

vi.mock('motion/react', async (importOriginal) => ({
  ...(await importOriginal<typeof MotionReact>()),
  useReducedMotion: () => motionPreference.reduced,
}));

function PagedList() {
  const [page, setPage] = useState(1);
  return (
    <>
      <PageTransition pageKey={page} variant="rise">
        <p>Page {page} content</p>
      </PageTransition>
      <button type="button" onClick={() => setPage((value) => value + 1)}>
        Next
      </button>
    </>
  );
}

async function goToNextPage(): Promise<void> {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
}

function pageContainer(text: string): Element | null {
  return screen.getByText(text).closest('[data-page]');
}

describe('PageTransition', () => {
  afterEach(() => {
    motionPreference.reduced = false;
    vi.restoreAllMocks();
  });

  it('shows the first page as it is, without an entering state', () => {
    renderWithProviders(<PagedList />);
    expect(pageContainer('Page 1 content')?.getAttribute('style') ?? '').not.toMatch(/opacity: 0/);
  });

  it('replaces the old page with the new one', async () => {
    renderWithProviders(<PagedList />);
    await goToNextPage();
    expect(await screen.findByText('Page 2 content')).toBeInTheDocument();
    expect(screen.queryByText('Page 1 content')).not.toBeInTheDocument();
    expect(pageContainer('Page 2 content')).toHaveAttribute('data-page', '2');
  });

  it('uses no motion styles at all under reduced motion', async () => {
    motionPreference.reduced = true;
    renderWithProviders(<PagedList />);
    await goToNextPage();
    expect(screen.getByText('Page 2 content')).toBeInTheDocument();
    expect(screen.queryByText('Page 1 content')).not.toBeInTheDocument();
    expect(pageContainer('Page 2 content')).not.toHaveAttribute('style');
  });

  it('brings the list top into view after a page change when it was scrolled past', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: -300, width: 300, height: 900 }),
    );
    renderWithProviders(<PagedList />);
    expect(scrollIntoView).not.toHaveBeenCalled();
    await goToNextPage();
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
  });

  it('leaves the scroll position alone when the list top is visible', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 120, width: 300, height: 900 }),
    );
    renderWithProviders(<PagedList />);
    await goToNextPage();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
