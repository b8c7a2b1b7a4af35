/**
 * Trading performance shown on the trading page.
 *
 * SAMPLE VALUES. The annual returns are the owner's published figures; the
 * monthly returns are sample values chosen so that every year's months add up
 * exactly (to the cent) to that year's annual return, so the chart and the
 * annual cards always agree (src/lib/series.test.ts checks it). The risk score
 * and the profitable weeks are sample values too. Replace them with your own.
 *
 * The cumulative return is not written here: the performance panel derives it
 * from MONTHLY_RETURNS exactly as the chart does (the running sum, spec §3), so
 * the headline and the end of the chart's line cannot disagree.
 *
 * The profile and sign-up links are owner facts: they live in src/content/identity.ts
 * (`site.tradingProfileUrl`, `site.tradingSignupUrl`).
 */

/** A month's or a year's return in percent; null when there is no figure (yet). */
export type ReturnValue = number | null;

export const PERFORMANCE_YEARS = [2022, 2023, 2024, 2025] as const;
export type PerformanceYear = (typeof PERFORMANCE_YEARS)[number];

/** The first month of the series: January of the first year. */
export const FIRST_PERFORMANCE_YEAR: PerformanceYear = PERFORMANCE_YEARS[0];

/**
 * 48 monthly returns in percent, January 2022 to December 2025, twelve per row.
 * November and December 2025 have no figure yet.
 */
// prettier-ignore
export const MONTHLY_RETURNS: readonly ReturnValue[] = [
  // 2022: −10.92
  -3.12, -1.85, 1.94, -4.27, -0.63, -5.41, 4.86, -2.37, -5.08, 3.29, 2.64, -0.92,
  // 2023: 18.51
  4.73, -1.36, 1.82, 0.94, 0.41, 3.17, 3.14, -1.58, -2.21, -1.94, 5.86, 5.53,
  // 2024: 8.83
  1.12, 2.46, 1.87, -2.03, 1.58, 0.74, 0.96, -0.42, 1.31, -1.17, 2.89, -0.48,
  // 2025 (partial): 8.69 over ten months
  2.41, -0.86, -2.97, -1.48, 3.62, 1.75, 1.93, 0.88, 1.64, 1.77, null, null,
];

export interface AnnualReturn {
  year: PerformanceYear;
  /** Yearly return in percent. */
  value: number;
  /** The year is not over: its label reads '2025 (partial)'. */
  partial: boolean;
}

export const ANNUAL_RETURNS: readonly AnnualReturn[] = [
  { year: 2022, value: -10.92, partial: false },
  { year: 2023, value: 18.51, partial: false },
  { year: 2024, value: 8.83, partial: false },
  { year: 2025, value: 8.69, partial: true },
];

/** The figures from the trading platform that the performance panel shows beside the cumulative return. */
export interface HeadlineFigures {
  /** Average risk score over the last 7 days, on the platform's 1 (lowest) to 10 scale. */
  averageRiskScoreSevenDays: number;
  /** Share of weeks that closed in profit, in percent. */
  profitableWeeks: number;
}

export const RISK_SCORE_MAX = 10;

export const HEADLINE_FIGURES: HeadlineFigures = {
  averageRiskScoreSevenDays: 3,
  profitableWeeks: 61.54,
};

/** The twelve monthly returns of one year, January first. */
export function monthlyReturnsOf(year: PerformanceYear): readonly ReturnValue[] {
  const start = (year - FIRST_PERFORMANCE_YEAR) * 12;
  return MONTHLY_RETURNS.slice(start, start + 12);
}
