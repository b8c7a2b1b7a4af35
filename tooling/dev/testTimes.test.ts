import { describe, expect, it } from 'vitest';
import { withTimesTable, type StageTimes } from './testTimes';

const RUN: StageTimes = {
  stages: [
    { name: 'types + lint', budget: 50, seconds: 48.6 },
    { name: 'browser', budget: 140, seconds: 139.4 },
  ],
  total: { budget: 360, seconds: 299.5 },
  machine: '2 × Xeon',
};

describe('a recorded run of npm test', () => {
  it('replaces the page’s times table: each stage’s budget and time, rounded, and the machine', () => {
    const page = [
      'before',
      '<!-- test time per stage: npm run template:test-times -->',
      'an older table',
      '<!-- end of test time per stage -->',
      'after',
    ].join('\n');
    expect(withTimesTable(page, RUN)).toBe(
      [
        'before',
        '<!-- test time per stage: npm run template:test-times -->',
        '',
        '| Stage | Budget | Last fresh clone |',
        '| --- | --- | --- |',
        '| types + lint | 50 s | 49 s |',
        '| browser | 140 s | 139 s |',
        '| all | 360 s | 300 s |',
        '',
        'Last fresh clone: 2 × Xeon.',
        '',
        '<!-- end of test time per stage -->',
        'after',
      ].join('\n'),
    );
  });

  it('needs the page’s markers', () => {
    expect(() => withTimesTable('no table here', RUN)).toThrow(/no <!-- test time per stage/);
  });
});
