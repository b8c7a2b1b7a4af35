import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearMemoryStore } from '../lib/storage';
import { keepEarlyTaps as startKeeping } from './earlyTaps';

/** Every keeper a test starts is handed over afterwards, so none outlives its test. */
const started: (() => void)[] = [];
function keepEarlyTaps(doc: Document, rootId: string): () => void {
  const handOver = startKeeping(doc, rootId);
  started.push(handOver);
  return handOver;
}

/** A prerendered page: buttons whose handlers stand for the app's, attached at hand-over. */
function page(): HTMLElement {
  document.body.innerHTML = `
    <div id="root">
      <header>
        <button id="menu" type="button">Portfolio</button>
        <button id="theme" type="button" aria-pressed="false" data-early-action="theme">Dark</button>
        <a id="link" href="#/projects">Projects</a>
      </header>
      <main id="main-content" tabindex="-1"><p id="text">Hello</p></main>
      <section><button id="accept" type="button" data-early-action="accept-cookies">Accept</button></section>
    </div>
    <button id="outside" type="button">Outside</button>`;
  return document.getElementById('root') as HTMLElement;
}

const element = (id: string) => document.getElementById(id) as HTMLElement;

describe('keepEarlyTaps', () => {
  beforeEach(() => {
    localStorage.clear();
    clearMemoryStore();
    document.documentElement.className = '';
  });
  afterEach(() => {
    document.body.replaceChildren();
    started.splice(0).forEach((handOver) => handOver());
    document.documentElement.className = '';
  });

  it('keeps a tap on a button until the hand-over, then replays it once', () => {
    page();
    const handOver = keepEarlyTaps(document, 'root');
    const opened = vi.fn();
    element('menu').addEventListener('click', opened);
    element('menu').click();
    expect(opened).not.toHaveBeenCalled();
    handOver();
    expect(opened).toHaveBeenCalledTimes(1);
    handOver();
    expect(opened).toHaveBeenCalledTimes(1);
    element('menu').click();
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('replays kept taps in the order they were made', () => {
    page();
    const handOver = keepEarlyTaps(document, 'root');
    const order: string[] = [];
    document.addEventListener('click', (event) => order.push((event.target as Element).id));
    element('menu').click();
    element('menu').click();
    handOver();
    expect(order).toEqual(['menu', 'menu']);
  });

  it('switches the theme at once, stores it and updates the toggle state', () => {
    page();
    keepEarlyTaps(document, 'root');
    element('theme').click();
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(element('theme')).toHaveAttribute('aria-pressed', 'true');
    element('theme').click();
    expect(document.documentElement).not.toHaveClass('dark');
    expect(element('theme')).toHaveAttribute('aria-pressed', 'false');
  });

  it('accepts cookies at once: stored, banner hidden by class, focus in the page', () => {
    page();
    const handOver = keepEarlyTaps(document, 'root');
    element('accept').click();
    expect(localStorage.getItem('cookieConsent')).toBe('true');
    expect(document.documentElement).toHaveClass('cookies-accepted');
    expect(document.activeElement).toBe(element('main-content'));
    // Done already: nothing is replayed for it.
    const later = vi.fn();
    element('accept').addEventListener('click', later);
    handOver();
    expect(later).not.toHaveBeenCalled();
  });

  it('leaves links, text and controls outside the page alone', () => {
    page();
    keepEarlyTaps(document, 'root');
    const seen = vi.fn();
    document.addEventListener('click', seen);
    element('link').addEventListener('click', (event) => event.preventDefault());
    element('link').click();
    element('text').click();
    element('outside').click();
    expect(seen).toHaveBeenCalledTimes(3);
  });

  it('replays on the element in the same place when the page was drawn afresh', () => {
    const root = page();
    const handOver = keepEarlyTaps(document, 'root');
    element('menu').click();
    const markup = root.innerHTML;
    root.innerHTML = markup; // the app rendered the page again: new elements
    const opened = vi.fn();
    element('menu').addEventListener('click', opened);
    handOver();
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('drops a kept tap whose place no longer holds a control', () => {
    const root = page();
    const handOver = keepEarlyTaps(document, 'root');
    element('menu').click();
    root.innerHTML = '<p>Other page</p>';
    expect(() => handOver()).not.toThrow();
  });
});
