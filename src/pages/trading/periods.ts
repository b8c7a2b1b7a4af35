import { useTranslation } from 'react-i18next';
import { textsOf } from '../../components/translatedList';
import { FIRST_PERFORMANCE_YEAR, MONTHLY_RETURNS } from '../../content/trading';

type MonthStyle = 'short' | 'long';

export interface MonthNames {
  /** The page language's month names, January first, as written mid-sentence ('gennaio'). */
  long: string[];
  short: string[];
  /** One month of one year: 'Jan 2022' on an axis, 'enero de 2022' in a sentence or table. */
  withYear: (month: string, year: number, style: MonthStyle) => string;
}

/**
 * Month names come from the translations (trading.json `months`), not from
 * Intl.DateTimeFormat: the owner's words in each language, as the build and
 * the chart write them alike.
 */
export function useMonthNames(): MonthNames {
  const { t } = useTranslation('trading');
  // One translation call per style, its slots filled here.
  const slots = { month: '{{month}}', year: '{{year}}' };
  const patterns: Record<MonthStyle, string> = {
    short: t('months.with_year', slots),
    long: t('months.with_year_long', slots),
  };
  return {
    long: textsOf(t('months.long', { returnObjects: true })),
    short: textsOf(t('months.short', { returnObjects: true })),
    withYear: (month: string, year: number, style: MonthStyle) =>
      patterns[style].replace(slots.month, () => month).replace(slots.year, () => String(year)),
  };
}

function firstLetterUpper(text: string, language: string): string {
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}

/** The twelve month names, January first, capitalised for use as card titles ('Gennaio'). */
export function monthTitles(names: MonthNames, language: string): string[] {
  return names.long.map((name) => firstLetterUpper(name, language));
}

function monthLabelsIn(names: MonthNames, style: MonthStyle): string[] {
  return MONTHLY_RETURNS.map((_, index) =>
    names.withYear(
      names[style][index % 12] ?? '',
      FIRST_PERFORMANCE_YEAR + Math.floor(index / 12),
      style,
    ),
  );
}

/**
 * One label per month of the series, short ('Jan 2022', 'gen 2022') and long
 * ('January 2022'), made once per language.
 */
export function seriesMonthLabels(names: MonthNames): Record<MonthStyle, string[]> {
  return { short: monthLabelsIn(names, 'short'), long: monthLabelsIn(names, 'long') };
}
