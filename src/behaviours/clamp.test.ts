// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchClamp, watchClamps } from './clamp';

// jsdom lays nothing out: each text is given the sizes a browser would measure.
function clampedText(scrollHeight: number, open = false): HTMLElement {
  document.body.innerHTML = `
    <div data-clamp><p>A long description</p><details${open ? ' open' : ''}><summary>Show more</summary></details></div>`;
  const text = document.querySelector('p') as HTMLElement;
  Object.defineProperty(text, 'scrollHeight', { value: scrollHeight });
  Object.defineProperty(text, 'clientHeight', { value: 72 });
  return text;
}
const holder = () => document.querySelector('[data-clamp]');

describe('clamp', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('marks a text the clamp cuts, and only that one (no ResizeObserver: measured at once)', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    clampedText(140);
    watchClamps(document);
    expect(holder()).toHaveAttribute('data-overflowing');
    watchClamp(clampedText(72));
    expect(holder()).not.toHaveAttribute('data-overflowing');
  });

  it('leaves an open text as last measured', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    watchClamp(clampedText(140, true));
    expect(holder()).not.toHaveAttribute('data-overflowing');
  });

  it('measures again whenever the box changes size, and stops when asked', () => {
    let report: ((entries: { target: Element }[]) => void) | undefined;
    const observe = vi.fn();
    const unobserve = vi.fn();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: (entries: { target: Element }[]) => void) {
          report = callback;
        }
        observe = observe;
        unobserve = unobserve;
      },
    );
    const text = clampedText(140);
    const stop = watchClamp(text);
    expect(observe).toHaveBeenCalledWith(text);
    report?.([{ target: text }]);
    expect(holder()).toHaveAttribute('data-overflowing');
    stop();
    expect(unobserve).toHaveBeenCalledWith(text);
  });
});
