import { describe, expect, it } from 'vitest';
import {
  badgeForYear,
  displayPeriod,
  filterYears,
  isPeriodOrdered,
  itemsInYear,
  parsePeriod,
  periodContainsYear,
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

describe('parsePeriod', () => {
  it('reads a closed MM/YYYY period with an en dash', () => {
    expect(parsePeriod('09/2016 – 08/2019', NOW)).toEqual({
      start: 2016,
      end: 2019,
      ongoing: false,
    });
  });

  it('accepts a hyphen, an em dash, a minus sign and no spaces', () => {
    for (const text of [
      '09/2016 - 08/2019',
      '09/2016—08/2019',
      '09/2016 − 08/2019',
      '2016-2019',
      '09-2016 – 08-2019',
    ]) {
      expect(parsePeriod(text, NOW)).toEqual({ start: 2016, end: 2019, ongoing: false });
    }
  });

  it('runs an ongoing period (Present or any non-year end) to the current year', () => {
    expect(parsePeriod('09/2021 – Present', NOW)).toEqual({
      start: 2021,
      end: 2025,
      ongoing: true,
    });
    expect(parsePeriod('09/2021 – Presente', 2030)).toEqual({
      start: 2021,
      end: 2030,
      ongoing: true,
    });
    expect(parsePeriod('2021 - today', NOW)?.ongoing).toBe(true);
  });

  it('never lets an ongoing period end before it starts, even with a wrong clock', () => {
    expect(parsePeriod('09/2021 – Present', 2019)).toEqual({
      start: 2021,
      end: 2021,
      ongoing: true,
    });
  });

  it('reads single-year periods', () => {
    expect(parsePeriod('2005', NOW)).toEqual({ start: 2005, end: 2005, ongoing: false });
    expect(parsePeriod('03/2012 – 11/2012', NOW)).toEqual({
      start: 2012,
      end: 2012,
      ongoing: false,
    });
  });

  it('reads 19xx years', () => {
    expect(parsePeriod('09/1999 – 06/2004', NOW)).toEqual({
      start: 1999,
      end: 2004,
      ongoing: false,
    });
    expect(parsePeriod('1990 – 1995', NOW)?.end).toBe(1995);
  });

  it('takes the last year after the separator when several are written', () => {
    expect(parsePeriod('2010 – 2011 (extended to 2012)', NOW)?.end).toBe(2012);
  });

  it('keeps an end before the start so the content check can report it', () => {
    const period = parsed('2019 – 2016');
    expect(period).toEqual({ start: 2019, end: 2016, ongoing: false });
    expect(isPeriodOrdered(period)).toBe(false);
    expect(isPeriodOrdered(parsed('2016 – 2019'))).toBe(true);
    expect(isPeriodOrdered(parsed('2016'))).toBe(true);
  });

  it('rejects malformed text', () => {
    expect(parsePeriod('', NOW)).toBeNull();
    expect(parsePeriod('Present', NOW)).toBeNull();
    expect(parsePeriod('09/21 – 06/23', NOW)).toBeNull();
    expect(parsePeriod('since forever', NOW)).toBeNull();
    expect(parsePeriod('2016 –', NOW)).toBeNull();
    expect(parsePeriod('2016 –   ', NOW)).toBeNull();
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

  it('contains nothing when the end is before the start', () => {
    const period = parsed('2019 – 2016');
    expect([2015, 2016, 2017, 2019, 2020].some((y) => periodContainsYear(period, y))).toBe(false);
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
    expect(badgeForYear(parsed('2005'), 2005)).toBe('only');
  });

  it('gives no badge outside the period', () => {
    const period = parsed('2016 – 2019');
    expect(badgeForYear(period, 2015)).toBeNull();
    expect(badgeForYear(period, 2020)).toBeNull();
    expect(badgeForYear(parsed('2019 – 2016'), 2016)).toBeNull();
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

  it('matches the word only, in any case', () => {
    expect(displayPeriod('2021 – present', 'Presente')).toBe('2021 – Presente');
    expect(displayPeriod('2021 – Presently', 'Presente')).toBe('2021 – Presently');
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
