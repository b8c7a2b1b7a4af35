// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchScrollers } from './scrollers';

/** A box of `client` px showing content of `content` px, that scrolls or not by its style. */
function box(element: Element, { client, content }: { client: number; content: number }): void {
  vi.spyOn(element, 'clientWidth', 'get').mockReturnValue(client);
  vi.spyOn(element, 'scrollWidth', 'get').mockReturnValue(content);
}

// jsdom has no ResizeObserver: each box is measured at once, as where a browser has none.
describe('watchScrollers', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  it('lets the keyboard reach a box that scrolls sideways, named by its caption where it has one', () => {
    document.body.innerHTML = `
      <ul data-scroller="" style="overflow-x: auto"><li>cards</li></ul>
      <div data-scroller="caption" style="overflow-x: auto"><table><caption id="caption">Returns</caption></table></div>`;
    const [cards, table] = [...document.querySelectorAll('[data-scroller]')];
    if (!cards || !table) throw new Error('no boxes');
    box(cards, { client: 300, content: 900 });
    box(table, { client: 300, content: 420 });
    watchScrollers(document.body);
    expect(cards).toHaveAttribute('tabindex', '0');
    expect(cards).not.toHaveAttribute('role');
    expect(table).toHaveAttribute('tabindex', '0');
    expect(table).toHaveAttribute('role', 'region');
    expect(table).toHaveAttribute('aria-labelledby', 'caption');
  });

  it('leaves alone a box whose content fits, or that does not scroll (a wide screen, hidden)', () => {
    document.body.innerHTML = `
      <ul data-scroller="" style="overflow-x: auto" tabindex="0"><li>cards</li></ul>
      <div data-scroller="caption" style="overflow: hidden" role="region"><table></table></div>`;
    const [fits, hidden] = [...document.querySelectorAll('[data-scroller]')];
    if (!fits || !hidden) throw new Error('no boxes');
    box(fits, { client: 900, content: 900 });
    box(hidden, { client: 1, content: 420 });
    watchScrollers(document.body);
    expect(fits).not.toHaveAttribute('tabindex');
    expect(hidden).not.toHaveAttribute('tabindex');
    expect(hidden).not.toHaveAttribute('role');
  });
});
