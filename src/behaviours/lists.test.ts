// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// From the DOM's side: a list as the components draw it (contract.ts), taps on
// its pager and filter buttons, and what shows after. The behaviours are
// installed on this document by the test set-up, as the pre-paint script does.
const shown = () =>
  [...document.querySelectorAll('[data-item]:not([data-off])')].map((item) => item.textContent);
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((element) => element.textContent === name) ?? null;

function pagedList(count: number, perPage: number, extra = ''): string {
  const items = Array.from(
    { length: count },
    (_, index) => `<p data-item${index < perPage ? '' : ' data-off'}>Item ${index + 1}</p>`,
  ).join('');
  return `<div data-list data-per-page="${perPage}" data-page="1">${items}
    <nav ${extra}><button data-page-step="-1" disabled>Previous</button>
    <span data-template="{page} / {total}">1 / ${Math.ceil(count / perPage)}</span>
    <button data-page-step="1">Next</button></nav></div>`;
}

describe('lists', () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('pages within its bounds: items, indicator, buttons and the direction of entry follow', () => {
    document.body.innerHTML = pagedList(5, 2);
    const indicator = document.querySelector('span');
    button('Next')?.click();
    expect(shown()).toEqual(['Item 3', 'Item 4']);
    expect(indicator).toHaveTextContent('2 / 3');
    expect(button('Previous')).toBeEnabled();
    expect(document.querySelector('[data-item]:nth-child(3)')).toHaveAttribute(
      'data-enter',
      'forward',
    );
    button('Next')?.click();
    expect(shown()).toEqual(['Item 5']);
    expect(button('Next')).toBeDisabled();
    button('Next')?.click();
    expect(indicator).toHaveTextContent('3 / 3');
    button('Previous')?.click();
    expect(shown()).toEqual(['Item 3', 'Item 4']);
    expect(document.querySelector('[data-item]:nth-child(3)')).toHaveAttribute(
      'data-enter',
      'back',
    );
  });

  it('hands focus to the other pager button when the focused one is disabled', () => {
    document.body.innerHTML = pagedList(2, 1);
    const next = button('Next');
    next?.focus();
    next?.click();
    expect(next).toBeDisabled();
    expect(button('Previous')).toHaveFocus();
  });

  it('filters from page 1: matching items, pressed button, the texts for that value', () => {
    document.body.innerHTML = `
      <div data-list data-per-page="2" data-page="2" data-filter="all">
        <button data-filter-value="all" aria-pressed="true">All</button>
        <button data-filter-value="acme" aria-pressed="false">Acme</button>
        <p data-when="acme" data-off>Acme's projects</p>
        <p data-item data-keys="all acme" data-off>One</p>
        <p data-item data-keys="all" data-off>Two</p>
        <p data-item data-keys="all acme">Three</p>
        <nav data-hide-single><button data-page-step="1">Next</button></nav>
      </div>`;
    button('Acme')?.click();
    expect(shown()).toEqual(['One', 'Three']);
    expect(document.querySelector('[data-list]')).toHaveAttribute('data-page', '1');
    expect(button('Acme')).toHaveAttribute('aria-pressed', 'true');
    expect(button('All')).toHaveAttribute('aria-pressed', 'false');
    expect(document.querySelector('[data-when]')).not.toHaveAttribute('data-off');
    // Everything fits on one page: the pager marked data-hide-single goes.
    expect(document.querySelector('nav')).toHaveAttribute('data-off');
  });

  it('keeps a nested list to itself', () => {
    document.body.innerHTML = `
      <div data-list data-per-page="1" data-page="1">
        <p data-item>Outer 1</p><p data-item data-off>Outer 2</p>
        <div data-list data-per-page="1" data-page="1">
          <p data-item>Inner 1</p><p data-item data-off>Inner 2</p>
          <button data-page-step="1">Inner next</button>
        </div>
      </div>`;
    button('Inner next')?.click();
    expect(shown()).toEqual(['Outer 1', 'Inner 2']);
  });
});
