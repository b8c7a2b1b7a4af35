// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearMemoryStore } from '../lib/storage';
import { showThemeOnToggles } from './actions';

// From the DOM's side: the markup a control draws (data-action, contract.ts), a
// tap, and what the page shows after it. The behaviours are installed on this
// document by the test set-up (src/test/setup.ts), as the pre-paint script does.
describe('actions', () => {
  // jsdom lays nothing out and has no scrollIntoView.
  beforeAll(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => {
    document.body.replaceChildren();
    document.documentElement.classList.remove('dark', 'cookies-accepted');
    localStorage.clear();
    clearMemoryStore();
  });

  const THEME_TOGGLE = `<button data-action="theme" aria-pressed="false" title="To dark" data-title-light="To dark" data-title-dark="To light">Dark theme</button>`;

  it('theme: switches the theme, stores it and says whether dark is on, and what a press does', () => {
    document.body.innerHTML = THEME_TOGGLE;
    const toggle = document.querySelector('button');
    toggle?.click();
    expect(document.documentElement).toHaveClass('dark');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAttribute('title', 'To light');
    expect(localStorage.getItem('theme')).toBe('dark');
    toggle?.click();
    expect(document.documentElement).not.toHaveClass('dark');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('title', 'To dark');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('theme: a page shown in the dark theme says so on its toggle (drawn in the light one)', () => {
    document.documentElement.classList.add('dark');
    document.body.innerHTML = THEME_TOGGLE;
    showThemeOnToggles(document, document.body);
    const toggle = document.querySelector('button');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAttribute('title', 'To light');
  });

  it('accept-cookies: remembers consent, hides the banner by a class, keeps focus in the page', () => {
    document.body.innerHTML = `
      <main id="main-content" tabindex="-1">Content</main>
      <button data-action="accept-cookies">Accept</button>`;
    const accept = document.querySelector('button');
    accept?.focus();
    accept?.click();
    expect(document.documentElement).toHaveClass('cookies-accepted');
    expect(localStorage.getItem('cookieConsent')).toBe('true');
    expect(document.getElementById('main-content')).toHaveFocus();
  });

  it('move-to: focuses the place a link names, without following the link', () => {
    document.body.innerHTML = `
      <a href="#section-2" data-action="move-to">Section 2</a>
      <h2 id="section-2" tabindex="-1">Section 2</h2>`;
    const before = window.location.hash;
    document.querySelector('a')?.click();
    expect(document.getElementById('section-2')).toHaveFocus();
    expect(window.location.hash).toBe(before);
  });
});
