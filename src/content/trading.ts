/**
 * Trading performance shown on the trading page, from the owner's trading.json
 * (`virtual:owner/trading`): monthly returns per year, the annual returns and
 * the platform's headline figures. Absent when the owner has no trading page,
 * which the route table then leaves out.
 *
 * The cumulative return is not written anywhere: the performance panel derives
 * it from MONTHLY_RETURNS exactly as the chart does (the running sum, spec §3),
 * so the headline and the end of the chart's line cannot disagree.
 */
import { texts, trading } from 'virtual:owner/trading';
import type { Language } from '../lib/language';
import { monthlySeries } from '../lib/series';
import type { TradingFacts } from './ownerFacts';
import { textsIn } from './texts';

/** trading.json's texts in a language: what kind of investor the owner is, the page's intro and description. */
export const tradingTexts = (language: Language) => textsIn(texts, language);

/** A month's or a year's return in percent; null when there is no figure (yet). */
export type ReturnValue = number | null;

export type PerformanceYear = number;

const SERIES = monthlySeries(trading?.monthlyReturns ?? {});

/** The years of the monthly returns, in order. */
export const PERFORMANCE_YEARS: readonly PerformanceYear[] = SERIES.years;

/** The first month of the series: January of the first year. */
export const FIRST_PERFORMANCE_YEAR: PerformanceYear = PERFORMANCE_YEARS[0] ?? 0;

/** Twelve monthly returns per year in percent, January of the first year first. */
export const MONTHLY_RETURNS: readonly ReturnValue[] = SERIES.returns;

/** A year's return in percent; `partial` while the year is not over: its label reads '2025 (partial)'. */
export type AnnualReturn = TradingFacts['annualReturns'][number];

export const ANNUAL_RETURNS: readonly AnnualReturn[] = trading?.annualReturns ?? [];

/** The figures from the trading platform that the performance panel shows beside the cumulative return. */
export type HeadlineFigures = Pick<TradingFacts, 'averageRiskScoreSevenDays' | 'profitableWeeks'>;

export const RISK_SCORE_MAX = 10;

/**
 * What the owner says of the sign-up link and the platform, for the disclosure beside it; no
 * reward where the link is withheld, the CFD loss share null when not given.
 */
export type SignupDisclosure = Pick<TradingFacts, 'referral' | 'offersCfds'> & {
  cfdRetailLossPercent: number | null;
};

/**
 * The owner's public profile on the platform and its sign-up link: the page's two buttons.
 * No sign-up link where the page may not show it (a UK owner's unapproved financial promotion).
 */
export const TRADING_LINKS: { profileUrl: string; signupUrl: string | null } = {
  profileUrl: trading?.profileUrl ?? '',
  signupUrl: trading?.signupUrl ?? null,
};

export const SIGNUP_DISCLOSURE: SignupDisclosure = {
  referral: trading?.referral ?? false,
  offersCfds: trading?.offersCfds ?? false,
  cfdRetailLossPercent: trading?.cfdRetailLossPercent ?? null,
};

export const HEADLINE_FIGURES: HeadlineFigures = {
  averageRiskScoreSevenDays: trading?.averageRiskScoreSevenDays ?? 0,
  profitableWeeks: trading?.profitableWeeks ?? 0,
};

/** The twelve monthly returns of one year, January first. */
export function monthlyReturnsOf(year: PerformanceYear): readonly ReturnValue[] {
  const start = (year - FIRST_PERFORMANCE_YEAR) * 12;
  return MONTHLY_RETURNS.slice(start, start + 12);
}
