// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installBehaviours, writeShownState } from '.';

// The test set-up has installed the behaviours on this document, as the pre-paint
// script does. What each behaviour does is in its own file (actions, lists,
// popovers, clamp .test.ts); here, how they are installed and reached.
describe('installBehaviours', () => {
  // jsdom lays nothing out and has no scrollIntoView.
  beforeAll(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('marks the page as scripted, once, however often it is called', () => {
    const listen = vi.spyOn(document, 'addEventListener');
    installBehaviours(document);
    expect(document.documentElement).toHaveAttribute('data-js');
    expect(listen).not.toHaveBeenCalled();
  });

  it('acts once on a tap it handles, out of reach of any handler below', () => {
    document.body.innerHTML = `
      <div id="app"><a href="#target" data-action="move-to">Go</a></div>
      <p id="target" tabindex="-1">Target</p>`;
    const appHandler = vi.fn();
    document.getElementById('app')?.addEventListener('click', appHandler);
    const link = document.querySelector('a');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link?.dispatchEvent(click);
    expect(document.getElementById('target')).toHaveFocus();
    expect(click.defaultPrevented).toBe(true);
    expect(appHandler).not.toHaveBeenCalled();
  });

  it('leaves a tap it does not handle to the page', () => {
    document.body.innerHTML = `<button id="other">Other</button>`;
    const handler = vi.fn();
    document.getElementById('other')?.addEventListener('click', handler);
    document.getElementById('other')?.click();
    expect(handler).toHaveBeenCalledOnce();
  });

  it('fills a list text again when a language switch rewrites its template', async () => {
    document.body.innerHTML = `
      <div data-list data-per-page="1" data-page="2">
        <p data-item data-off>1</p><p data-item>2</p><p data-item data-off>3</p>
        <span data-template="Page {page} of {total}">Page 1 of 3</span>
      </div>`;
    document.querySelector('span')?.setAttribute('data-template', 'Pagina {page} di {total}');
    await vi.waitFor(() =>
      expect(document.querySelector('span')).toHaveTextContent('Pagina 2 di 3'),
    );
  });

  it('writes what a page just shown states from the browser: the theme, menus’ states', () => {
    document.documentElement.classList.add('dark');
    document.body.innerHTML = `
      <button data-action="theme" aria-pressed="false" data-title-dark="To light">Dark</button>
      <button popovertarget="menu">Menu</button><div id="menu" popover>Links</div>`;
    writeShownState(document, document.body);
    expect(document.querySelector('[data-action]')).toHaveAttribute('aria-pressed', 'true');
    expect(document.querySelector('[popovertarget]')).toHaveAttribute('aria-expanded', 'false');
    document.documentElement.classList.remove('dark');
  });
});
