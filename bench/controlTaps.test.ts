import { describe, expect, it } from 'vitest';
import { controlTapBudget, controlTapRow, medianAnswer, type ControlTapVisit } from './controlTaps';

const visit = (control: string, answers: (number | null)[]): ControlTapVisit => ({
  control,
  label: '/#/courses',
  runs: answers.map((answerMs) => ({ answerMs, tapMs: 700, settledAtTap: false })),
});

describe('control taps', () => {
  it('takes the median answer; a run with no answer makes it none', () => {
    expect(medianAnswer(visit('pager', [40, 90, 30]))).toBe(40);
    expect(medianAnswer(visit('pager', [40, null, 30]))).toBeNull();
  });

  it('holds the 100 ms budget only when every control answers within it', () => {
    expect(controlTapBudget([visit('pager', [40, 50, 60])]).broken).toEqual([]);
    expect(controlTapBudget([visit('pager', [40]), visit('menu', [180])]).broken).toEqual([
      'every control answers a tap at first paint within 100 ms (fails on menu)',
    ]);
    expect(controlTapBudget([visit('menu', [null])]).held).toEqual([]);
  });

  it('prints each run and whether the page had settled when the tap landed', () => {
    expect(controlTapRow(visit('pager', [41.6]))).toEqual([
      'pager',
      '/#/courses',
      '42 ms',
      '42 ms',
      '700 ms',
    ]);
  });
});
