import { describe, expect, it } from 'vitest';
import { formatTable, kb, markdownTable } from './table';

describe('tables', () => {
  const rows = [
    ['Route', 'Perf', 'LCP'],
    ['/', '100', '1.24 s'],
    ['/cookie-policy', '98', '1.06 s'],
  ];

  it('pads a text table so the columns line up', () => {
    expect(formatTable(rows).split('\n')).toEqual([
      'Route           Perf     LCP',
      '/                100  1.24 s',
      '/cookie-policy    98  1.06 s',
    ]);
  });

  it('writes a Markdown table with right-aligned figures', () => {
    expect(markdownTable([...rows, ['a|b', '1', '2']]).split('\n')).toEqual([
      '| Route | Perf | LCP |',
      '| :-- | --: | --: |',
      '| / | 100 | 1.24 s |',
      '| /cookie-policy | 98 | 1.06 s |',
      '| a\\|b | 1 | 2 |',
    ]);
  });

  it('writes bytes as kB, a dash for none', () => {
    expect(kb(15_400)).toBe('15.4 kB');
    expect(kb(null)).toBe('–');
  });
});
