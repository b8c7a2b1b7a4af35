import { describe, expect, it } from 'vitest';
import { STATUS, statusHex } from './status';

describe("the dark badges' fills", () => {
  it('are what Chromium painted for bg-emerald-400/10 and bg-amber-400/10 on a #221613 card', () => {
    const built = { surface: '#221613' };
    expect(statusHex(STATUS.dark.startSoft, built)).toBe('#1f2920');
    expect(statusHex(STATUS.dark.endSoft, built)).toBe('#382611');
  });

  it('name what they are laid over when it is not built yet', () => {
    expect(() => statusHex(STATUS.dark.startLine, {})).toThrow('laid over startSoft');
  });
});
