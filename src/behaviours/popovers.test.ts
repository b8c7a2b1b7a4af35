// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { anyMenuOpen, syncExpandedOf } from './popovers';

// From the DOM's side: a menu as PopoverMenu draws it, and what the browser does
// with it. jsdom knows no popovers, so the test gives it the two things the
// behaviour reads: showPopover/hidePopover (firing `toggle`, as browsers do) and
// the :popover-open state. The behaviours are installed by the test set-up.
const OPEN = 'data-test-popover-open';

beforeAll(() => {
  const closest = Element.prototype.closest;
  vi.spyOn(Element.prototype, 'closest').mockImplementation(function (this: Element, selector) {
    return closest.call(this, selector.replaceAll(':popover-open', `[${OPEN}]`));
  });
  const toggle = (element: HTMLElement, open: boolean) => {
    element.toggleAttribute(OPEN, open);
    element.dispatchEvent(new Event('toggle'));
  };
  HTMLElement.prototype.showPopover = function () {
    toggle(this, true);
  };
  HTMLElement.prototype.hidePopover = function () {
    toggle(this, false);
  };
});

function menu(): { button: HTMLButtonElement; panel: HTMLElement; links: HTMLAnchorElement[] } {
  document.body.innerHTML = `
    <button popovertarget="menu" aria-expanded="false">Portfolio</button>
    <div id="menu" popover="auto">
      <a href="#/one">One</a><a href="#/two">Two</a><a href="#/three">Three</a>
    </div>`;
  return {
    button: document.querySelector('button') as HTMLButtonElement,
    panel: document.getElementById('menu') as HTMLElement,
    links: [...document.querySelectorAll('a')],
  };
}
const key = (target: Element, name: string) =>
  target.dispatchEvent(
    new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }),
  );

describe('popovers', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it("keeps the button's aria-expanded in step with its menu", () => {
    const { button, panel } = menu();
    panel.showPopover();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(anyMenuOpen(document)).toBe(true);
    panel.hidePopover();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(anyMenuOpen(document)).toBe(false);
    // Drawn again by the app: the button reads its menu's state.
    panel.toggleAttribute(OPEN, true);
    syncExpandedOf(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes the menu once a link chosen in it has done its work', () => {
    vi.useFakeTimers();
    const { panel, links } = menu();
    panel.showPopover();
    const routed = vi.fn();
    document.addEventListener('click', routed);
    links[1]?.click();
    expect(routed).toHaveBeenCalledOnce();
    expect(panel).toHaveAttribute(OPEN);
    vi.runAllTimers();
    expect(panel).not.toHaveAttribute(OPEN);
    document.removeEventListener('click', routed);
  });

  it('opens on ArrowDown from its button, on the first item', () => {
    const { button, panel, links } = menu();
    expect(key(button, 'ArrowDown')).toBe(false);
    expect(panel).toHaveAttribute(OPEN);
    expect(links[0]).toHaveFocus();
  });

  it('moves between the items with the arrow keys, wrapping, and with Home and End', () => {
    const { panel, links } = menu();
    panel.showPopover();
    links[0]?.focus();
    key(links[0] as Element, 'ArrowUp');
    expect(links[2]).toHaveFocus();
    key(links[2] as Element, 'ArrowDown');
    expect(links[0]).toHaveFocus();
    key(links[0] as Element, 'End');
    expect(links[2]).toHaveFocus();
    key(links[2] as Element, 'Home');
    expect(links[0]).toHaveFocus();
  });

  it('leaves keys alone outside an open menu', () => {
    const { links } = menu();
    links[0]?.focus();
    expect(key(links[0] as Element, 'ArrowDown')).toBe(true);
    expect(links[0]).toHaveFocus();
  });
});
