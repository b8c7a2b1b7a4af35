// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_DEADLINE_MS, startWhenPainted } from './painted';

describe('startWhenPainted', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts at the deadline when the page never shows (a background tab)', () => {
    const start = vi.fn();
    startWhenPainted(new Promise(() => undefined), 'root', start);
    vi.advanceTimersByTime(AFTER_PAINT_DEADLINE_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts once the shown page has painted, and only once', async () => {
    const start = vi.fn();
    document.body.innerHTML = '<div id="root"><p>page</p></div>';
    startWhenPainted(Promise.resolve(true), 'root', start);
    await vi.runAllTimersAsync();
    expect(start).toHaveBeenCalledTimes(1);
  });
});
