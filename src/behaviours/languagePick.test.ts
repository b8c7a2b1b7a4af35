// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearMemoryStore } from '../lib/storage';
import { pointLanguageLinks } from './languagePick';

// The behaviours are installed on this document by the test set-up (src/test/setup.ts),
// as the pre-paint script does.
describe('a pick in the language menu', () => {
  afterEach(() => {
    document.body.replaceChildren();
    localStorage.clear();
    clearMemoryStore();
  });

  it('is kept in the browser as its link is followed', () => {
    document.body.innerHTML = `
      <a href="#/courses?lng=it" lang="it" data-pick-language="it"><span>Italiano</span></a>`;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('span')?.dispatchEvent(click);
    expect(localStorage.getItem('i18nextLng')).toBe('it');
    // The link is followed as usual.
    expect(click.defaultPrevented).toBe(false);
  });

  it('is the only click that keeps a language', () => {
    document.body.innerHTML = `<a href="#/courses" lang="it">Corsi</a>`;
    document.querySelector('a')?.click();
    expect(localStorage.getItem('i18nextLng')).toBeNull();
  });

  it('points each language’s link at the address shown, in that language', () => {
    document.body.innerHTML = `
      <a href="#/page-not-found?lng=en" data-pick-language="en">English</a>
      <a href="#/page-not-found?lng=it" data-pick-language="it">Italiano</a>`;
    pointLanguageLinks(document.body, (language) => `#/nowhere?lng=${language}`);
    expect([...document.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '#/nowhere?lng=en',
      '#/nowhere?lng=it',
    ]);
  });
});
