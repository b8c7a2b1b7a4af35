import { describe, expect, it } from 'vitest';
import {
  badgeForYear,
  displayPeriod,
  filterYears,
  itemsInYear,
  parsePeriod,
  periodContainsYear,
  readPeriod,
  yearsInText,
  type PeriodYears,
} from './period';

const NOW = 2025;

function parsed(text: string, currentYear = NOW): PeriodYears {
  const period = parsePeriod(text, currentYear);
  if (!period) throw new Error(`expected "${text}" to parse`);
  return period;
}

describe('yearsInText', () => {
  it('finds every 19xx and 20xx year in order, repeats included', () => {
    expect(yearsInText('09/2021 – 06/2023')).toEqual([2021, 2023]);
    expect(yearsInText('1998 – 2003')).toEqual([1998, 2003]);
    expect(yearsInText('01/2019 – 12/2019')).toEqual([2019, 2019]);
  });

  it('ignores other numbers and years outside 1900–2099', () => {
    expect(yearsInText('1899 – 2100')).toEqual([]);
    expect(yearsInText('12345 – 020211')).toEqual([]);
    expect(yearsInText('09/21 – Present')).toEqual([]);
    expect(yearsInText('')).toEqual([]);
  });
});

describe('readPeriod', () => {
  it('reads a closed period', () => {
    expect(readPeriod('09/2016 – 08/2019', NOW)).toEqual({
      period: { start: 2016, end: 2019, ongoing: false },
    });
    expect(parsePeriod('03/2012 – 11/2012', NOW)).toEqual({
      start: 2012,
      end: 2012,
      ongoing: false,
    });
  });

  it('accepts the same month at both ends and the first and last years allowed', () => {
    expect(parsePeriod('05/2016 – 05/2016', NOW)?.end).toBe(2016);
    expect(parsePeriod('01/1900 – 12/2099', NOW)).toEqual({
      start: 1900,
      end: 2099,
      ongoing: false,
    });
  });

  it('runs a period ending with Present to the current year', () => {
    expect(parsePeriod('09/2021 – Present', NOW)).toEqual({
      start: 2021,
      end: 2025,
      ongoing: true,
    });
    expect(parsePeriod('09/2021 – Present', 2030)?.end).toBe(2030);
  });

  it('never lets an ongoing period end before it starts, even with a wrong clock', () => {
    expect(parsePeriod('09/2021 – Present', 2019)).toEqual({
      start: 2021,
      end: 2021,
      ongoing: true,
    });
  });

  it.each([
    ['13/2013 – 10/2015', { kind: 'month-out-of-range', side: 'start', month: '13' }],
    ['00/2013 – 10/2015', { kind: 'month-out-of-range', side: 'start', month: '00' }],
    ['09/2013 – 13/2015', { kind: 'month-out-of-range', side: 'end', month: '13' }],
    ['9/2013 – 10/2015', { kind: 'one-digit-month', side: 'start', date: '9/2013' }],
    ['2013 – 2015', { kind: 'year-without-month', side: 'start', date: '2013' }],
    ['09/2013 – 2015', { kind: 'year-without-month', side: 'end', date: '2015' }],
    ['09/2013 - 10/2015', { kind: 'wrong-dash', dash: '-' }],
    ['09/2013 — 10/2015', { kind: 'wrong-dash', dash: '—' }],
    ['09/2013 − 10/2015', { kind: 'wrong-dash', dash: '−' }],
    ['09/2013–10/2015', { kind: 'spacing' }],
    ['09/2013  – 10/2015', { kind: 'spacing' }],
    ['05/2016 – 04/2016', { kind: 'ends-before-start', start: '05/2016', end: '04/2016' }],
    ['10/2023 – 06/2021', { kind: 'ends-before-start', start: '10/2023', end: '06/2021' }],
    ['09/2013 – present', { kind: 'present-spelling', word: 'present' }],
    ['09/2013 – PRESENT', { kind: 'present-spelling', word: 'PRESENT' }],
    ['09/2013 – Presente', { kind: 'not-a-date', side: 'end', date: 'Presente' }],
    ['09-2013 – 10/2015', { kind: 'wrong-dash', dash: '-' }],
    ['09/1899 – 06/1904', { kind: 'year-out-of-range', side: 'start', year: 1899 }],
    ['01/2098 – 12/2100', { kind: 'year-out-of-range', side: 'end', year: 2100 }],
    ['09/2013 –', { kind: 'missing-date', side: 'end' }],
    ['– 10/2015', { kind: 'missing-date', side: 'start' }],
    [' 09/2013 – 10/2015', { kind: 'surrounding-space' }],
    ['09/2013 – Present ', { kind: 'surrounding-space' }],
    ['Present', { kind: 'not-a-period' }],
    ['2005', { kind: 'not-a-period' }],
    ['', { kind: 'not-a-period' }],
  ] as const)('rejects "%s"', (text, problem) => {
    expect(readPeriod(text, NOW)).toEqual({ problem });
    expect(parsePeriod(text, NOW)).toBeNull();
  });
});

describe('periodContainsYear', () => {
  it('includes both ends and the years between', () => {
    const period = parsed('09/2016 – 08/2019');
    expect(periodContainsYear(period, 2015)).toBe(false);
    expect(periodContainsYear(period, 2016)).toBe(true);
    expect(periodContainsYear(period, 2017)).toBe(true);
    expect(periodContainsYear(period, 2019)).toBe(true);
    expect(periodContainsYear(period, 2020)).toBe(false);
  });

  it('includes every year up to the current one for an ongoing period', () => {
    const period = parsed('09/2021 – Present', 2025);
    expect(periodContainsYear(period, 2025)).toBe(true);
    expect(periodContainsYear(period, 2023)).toBe(true);
    expect(periodContainsYear(period, 2026)).toBe(false);
  });
});

describe('filterYears', () => {
  it('lists every year written, once, newest first', () => {
    expect(
      filterYears(['09/2005 – 06/2010', '10/2010 – 07/2014', '09/2021 – Present', '2014']),
    ).toEqual([2021, 2014, 2010, 2005]);
  });

  it('does not add the years between start and end, nor the current year', () => {
    expect(filterYears(['2016 – 2019', '2021 – Present'])).toEqual([2021, 2019, 2016]);
  });

  it('includes 19xx years and skips malformed periods', () => {
    expect(filterYears(['1998 – 2003', 'Present', ''])).toEqual([2003, 1998]);
  });

  it('is empty for no periods', () => {
    expect(filterYears([])).toEqual([]);
  });
});

describe('badgeForYear', () => {
  it('marks the first and last year of a closed period', () => {
    const period = parsed('09/2016 – 08/2019');
    expect(badgeForYear(period, 2016)).toBe('start');
    expect(badgeForYear(period, 2017)).toBeNull();
    expect(badgeForYear(period, 2019)).toBe('end');
  });

  it('says only this year when the period starts and ends in the same year', () => {
    expect(badgeForYear(parsed('03/2012 – 11/2012'), 2012)).toBe('only');
    expect(badgeForYear(parsed('01/2005 – 01/2005'), 2005)).toBe('only');
  });

  it('gives no badge outside the period', () => {
    const period = parsed('09/2016 – 08/2019');
    expect(badgeForYear(period, 2015)).toBeNull();
    expect(badgeForYear(period, 2020)).toBeNull();
  });

  it('never says end for an ongoing period', () => {
    const period = parsed('09/2021 – Present', 2025);
    expect(badgeForYear(period, 2021)).toBe('start');
    expect(badgeForYear(period, 2023)).toBeNull();
    expect(badgeForYear(period, 2025)).toBeNull();
    expect(badgeForYear(parsed('01/2025 – Present', 2025), 2025)).toBe('start');
  });
});

describe('displayPeriod', () => {
  it('translates Present and leaves the rest as written', () => {
    expect(displayPeriod('09/2021 – Present', 'Presente')).toBe('09/2021 – Presente');
    expect(displayPeriod('09/2021 – Present', 'Present')).toBe('09/2021 – Present');
    expect(displayPeriod('09/2016 – 08/2019', 'Presente')).toBe('09/2016 – 08/2019');
  });

  it('replaces only a closing Present, as the content check requires it', () => {
    expect(displayPeriod('09/2021 – Presently', 'Presente')).toBe('09/2021 – Presently');
    expect(displayPeriod('Present – 09/2021', 'Presente')).toBe('Present – 09/2021');
  });
});

describe('itemsInYear', () => {
  const entries = [
    { id: 'rgi', period: '09/2021 – Present' },
    { id: 'iol', period: '03/2019 – 08/2021' },
    { id: 'school', period: '09/2005 – 07/2010' },
    { id: 'broken', period: 'sometime' },
  ];

  it('keeps the entries whose period contains the year, in order, with their years', () => {
    expect(itemsInYear(entries, 2021, 2025)).toEqual([
      { item: entries[0], period: { start: 2021, end: 2025, ongoing: true } },
      { item: entries[1], period: { start: 2019, end: 2021, ongoing: false } },
    ]);
    expect(itemsInYear(entries, 2007, 2025).map(({ item }) => item.id)).toEqual(['school']);
  });

  it('runs ongoing entries to the current year only', () => {
    expect(itemsInYear(entries, 2024, 2025).map(({ item }) => item.id)).toEqual(['rgi']);
    expect(itemsInYear(entries, 2026, 2025)).toEqual([]);
  });

  it('leaves out entries whose period does not parse', () => {
    expect(itemsInYear(entries, 2012, 2025)).toEqual([]);
  });
});
