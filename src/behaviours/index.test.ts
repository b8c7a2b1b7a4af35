// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installBehaviours } from '.';
import { clearMemoryStore } from '../lib/storage';

// The test set-up has installed the behaviours on this document, as the pre-paint script does.
describe('installBehaviours', () => {
  afterEach(() => {
    document.body.replaceChildren();
    document.documentElement.classList.remove('dark');
    localStorage.clear();
    clearMemoryStore();
  });

  it('marks the page as scripted, once, however often it is called', () => {
    const listen = vi.spyOn(document, 'addEventListener');
    installBehaviours(document);
    expect(document.documentElement).toHaveAttribute('data-js');
    expect(listen).not.toHaveBeenCalled();
  });

  it("acts once on a tap it handles, out of reach of the app's handlers below", () => {
    document.body.innerHTML = `<div id="app"><button data-action="theme" aria-pressed="false">Dark</button></div>`;
    const appHandler = vi.fn();
    document.getElementById('app')?.addEventListener('click', appHandler);
    const toggle = document.querySelector('button');
    toggle?.click();
    expect(document.documentElement).toHaveClass('dark');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(appHandler).not.toHaveBeenCalled();
    toggle?.click();
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('leaves a tap it does not handle to the page', () => {
    document.body.innerHTML = `<button id="other">Other</button>`;
    const handler = vi.fn();
    document.getElementById('other')?.addEventListener('click', handler);
    document.getElementById('other')?.click();
    expect(handler).toHaveBeenCalledOnce();
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
    document.querySelector('button')?.click();
    expect(document.body.textContent).toContain('Inner 2');
    const shown = [...document.querySelectorAll('[data-item]:not([data-off])')].map(
      (item) => item.textContent,
    );
    expect(shown).toEqual(['Outer 1', 'Inner 2']);
  });
});
