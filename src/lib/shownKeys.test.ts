import { describe, expect, it } from 'vitest';
import { keyGroups, keysShown } from './shownKeys';

const trading = {
  title: 'Trading and performance',
  performance: {
    title: 'Performance',
    table: { caption_annual: 'Annual return, {{first}} to {{last}}' },
  },
  annual_labels: { '2025_partial': '2025 (partial)', partial: '{{year}} (partial)' },
  months: { short: ['Jan', 'Feb'] },
};
const legal = { privacy: { sections: { rights: { p1: 'You have the right…' } } } };

describe('keyGroups', () => {
  it('lists every group of every tree, nested ones by their dotted path, leaves and lists not', () => {
    expect([...keyGroups([trading, legal])].sort()).toEqual([
      'annual_labels',
      'months',
      'performance',
      'performance.table',
      'privacy',
      'privacy.sections',
      'privacy.sections.rights',
    ]);
  });
});

describe('keysShown', () => {
  const groups = keyGroups([trading, legal]);

  it('finds a key in place of words, in the text and in what screen readers hear', () => {
    // The running year of an owner in 2026 before any key named it: today's bug.
    const html =
      '<details><summary><span>annual_labels.2026_partial</span></summary>' +
      '<ul aria-label="Monthly returns annual_labels.2026_partial"></ul></details>' +
      '<div role="img" aria-label="Chart from 2022 to annual_labels.2026_partial."></div>' +
      '<img alt="performance.table.caption_monthly" src="/a.webp">';
    expect(keysShown(html, groups)).toEqual([
      'annual_labels.2026_partial',
      'performance.table.caption_monthly',
    ]);
  });

  it('finds a key i18next wrote with its namespace, and a legal variant’s', () => {
    expect(keysShown('<p>trading:performance.subtitle</p>', groups)).toEqual([
      'performance.subtitle',
    ]);
    expect(keysShown('<li>privacy.sections.rights.p2@languages</li>', groups)).toEqual([
      'privacy.sections.rights.p2@languages',
    ]);
  });

  it('takes words with dots for words: addresses, names, decimals and sentence ends', () => {
    const html =
      '<p>Built with Node.js and React. See trading.example.org/people, 3.5 out of 10, or ' +
      'months.</p><a href="https://performance.example.org/x.html">performance</a>' +
      '<p>2025 (partial). Performance.</p>';
    expect(keysShown(html, groups)).toEqual([]);
  });

  it('reads no attribute a visitor does not read', () => {
    expect(
      keysShown('<a href="#annual_labels.x" data-key="performance.x" class="a.b">x</a>', groups),
    ).toEqual([]);
  });
});
