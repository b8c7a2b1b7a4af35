import { afterEach, describe, expect, it } from 'vitest';
import { readOwner } from '../read/load';
import { periodProblem } from './periodCheck';
import { editEntry, ownerCopy } from '../testing/ownerCopy';

const NOW = 2026;
let remove = () => {};
afterEach(() => remove());

/** The sample with one experience entry's period replaced, through the whole loader. */
function checkWithPeriod(id: string, period: string): string[] {
  const folder = ownerCopy({ experience: editEntry(id, (entry) => ({ ...entry, period })) });
  remove = folder.remove;
  return readOwner(folder, NOW).problems;
}
describe('the period check', () => {
  it.each([
    ['13/2013 – 10/2015', 'month 13 does not exist (use 01–12)'],
    ['00/2013 – 10/2015', 'month 00 does not exist (use 01–12)'],
    ['9/2013 – 10/2015', 'write the month with two digits: "09/2013", not "9/2013"'],
    [
      '2013 – 2015',
      'the start "2013" has no month: write MM/YYYY, e.g. "09/2013" for September 2013',
    ],
    ['09/2013 - 10/2015', 'use an en dash "–" between the dates, not "-"'],
    ['05/2016 – 04/2016', 'ends (04/2016) before it starts (05/2016)'],
    ['09/2013 – present', 'write "Present" with a capital P, not "present"'],
  ])('rejects "%s" naming the file, the entry and the field', (period, message) => {
    expect(checkWithPeriod('polito-master', period)).toEqual([
      `owner/experience.json: entry "polito-master" (entries[6]) field "period": ${message}`,
    ]);
  });

  it.each([
    ['09/2013 – 10/2015'],
    ['09/2013 – Present'],
    ['05/2016 – 05/2016'],
    ['01/1900 – 12/2099'],
  ])('accepts "%s"', (period) => {
    expect(periodProblem(period, NOW)).toBeNull();
    expect(checkWithPeriod('polito-master', period)).toEqual([]);
  });

  it.each([
    ['09/2013 – 13/2015', 'month 13 does not exist (use 01–12)'],
    [
      '09/2013 – 2015',
      'the end "2015" has no month: write MM/YYYY, e.g. "09/2015" for September 2015',
    ],
    ['09/2013 — 10/2015', 'use an en dash "–" between the dates, not "—"'],
    ['09/2013–10/2015', 'put one space on each side of the dash, e.g. "09/2013 – 10/2015"'],
    [
      ' 09/2013 – 10/2015',
      'remove the spaces before or after the period, e.g. "09/2013 – 10/2015"',
    ],
    ['09/2013 – PRESENT', 'write "Present" with a capital P, not "PRESENT"'],
    [
      '09/2013 – Presente',
      'the end "Presente" is not a date: write MM/YYYY, or "Present" if it has not ended',
    ],
    ['Sept 2013 – 10/2015', 'the start "Sept 2013" is not a date: write MM/YYYY, e.g. "09/2013"'],
    ['09/2013 –', 'the end date is missing: write "MM/YYYY – MM/YYYY" or "MM/YYYY – Present"'],
    ['09/1899 – 06/1904', 'year 1899 is outside 1900–2099'],
    ['01/2098 – 12/2100', 'year 2100 is outside 1900–2099'],
    [
      '2005',
      '"2005" is not a period: write "MM/YYYY – MM/YYYY" or "MM/YYYY – Present", e.g. "09/2013 – 10/2015"',
    ],
  ])('explains what is wrong with "%s"', (period, message) => {
    expect(periodProblem(period, NOW)).toBe(message);
  });
});
