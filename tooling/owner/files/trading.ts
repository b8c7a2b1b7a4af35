/**
 * owner/trading.json: the trading page (its links and what it says of the
 * sign-up link, the returns chart, the headline figures); without it, no page.
 */
import { z } from 'zod';
import * as field from './fields.ts';
import type { ProfileFile } from './profile.ts';
import type { Facts, FileContent, FileFacts, Finding, OwnerFile } from './ownerFile.ts';

const truth = z.boolean({ error: 'must be true or false' });

function schema(languages: field.SchemaLanguages) {
  const { text } = field.textSchemas(languages);
  return z.strictObject({
    ...field.sectionFields(languages),
    about: text.describe('What kind of investor you are: the page’s second paragraph'),
    profileUrl: field.httpsUrl.describe(
      'Your public profile on the platform: the page’s first button',
    ),
    signupUrl: field.httpsUrl.describe('A sign-up link for the platform: the second button'),
    referral: truth.describe(
      'true when the sign-up link is a referral link that may reward you: the page says so beside it',
    ),
    offersCfds: truth.describe(
      'true when the platform offers CFDs: the page adds the risk warning EU rules require',
    ),
    cfdRetailLossPercent: z
      .number()
      .min(0)
      .max(100)
      .optional()
      .describe(
        'The share of retail investor accounts that lose money trading CFDs with the platform, in percent, as it publishes it; npm run owner:check asks for it when offersCfds is true',
      ),
    cfdRetailLossAsOf: z.iso
      .date({ error: 'must be a date, "YYYY-MM-DD"' })
      .optional()
      .describe(
        'The day the platform published cfdRetailLossPercent, "YYYY-MM-DD": providers work it out again every three months, so npm run owner:check asks for the day and warns once it is older',
      ),
    fcaApprovedPromotion: truth
      .optional()
      .describe(
        'For an owner in the United Kingdom whose sign-up link is a referral link to a platform offering CFDs: true once a person the FCA authorises (normally the platform) has approved this page as a financial promotion (s.21 FSMA 2000). Until then the page leaves out the sign-up link and the sentence about the reward, and npm run owner:check refuses to publish',
      ),
    monthlyReturns: z
      .record(
        z.string().regex(/^(19|20)\d\d$/, { error: 'must be a year' }),
        z.array(z.number().nullable()).length(12),
      )
      .describe(
        'Twelve monthly returns in percent per year, null where there is no figure: the chart, its table and the year cards',
      ),
    annualReturns: z
      .array(
        z.strictObject({
          year: z.number().int().describe('The year, listed in monthlyReturns'),
          value: z.number().describe('Its return in percent'),
          partial: z
            .boolean()
            .optional()
            .describe('true while the year is not over: labelled "(partial)"'),
        }),
      )
      .describe('Each year’s return: the annual chart and cards'),
    averageRiskScoreSevenDays: z
      .number()
      .min(1)
      .max(10)
      .describe('The platform’s risk score over the last seven days, 1 to 10: a headline figure'),
    profitableWeeks: z
      .number()
      .min(0)
      .max(100)
      .describe('The share of weeks that closed in profit, in percent: a headline figure'),
  });
}

/** Every annual return's year has its months, and a CFD loss share and its day only where CFDs are offered. */
function check({ trading }: { trading?: TradingFile }): Finding[] {
  if (!trading) return [];
  const years = Object.keys(trading.monthlyReturns).map(Number);
  const found = trading.annualReturns.flatMap(({ year }): Finding[] =>
    years.includes(year) ? [] : [[['annualReturns'], `${year} has no monthly returns`]],
  );
  for (const field of ['cfdRetailLossPercent', 'cfdRetailLossAsOf'] as const) {
    if (trading[field] !== undefined && !trading.offersCfds) {
      found.push([
        [field],
        'is given, but "offersCfds" is false: remove it, or set "offersCfds" to true',
      ]);
    }
  }
  return found;
}

/**
 * In the United Kingdom a rewarded link to a CFD platform is a financial promotion, which
 * only a person the FCA authorises may make or approve (s.21 FSMA 2000; FCA FG24/1 on
 * rewarded promotion). Until the owner states that one approved the page, the page leaves
 * out the sign-up link and the reward sentence, and owner:check refuses to publish.
 */
export function unapprovedUkPromotion({
  trading,
  profile,
}: {
  trading?: TradingFile;
  profile: ProfileFile;
}): boolean {
  return (
    trading !== undefined &&
    profile.location.countryCode === 'GB' &&
    trading.referral &&
    trading.offersCfds &&
    trading.fcaApprovedPromotion !== true
  );
}

/**
 * The file's facts whole, but where the page may not show the sign-up link (a UK owner's
 * unapproved financial promotion): then no link (null), and no reward to speak of.
 */
function facts(
  trading: FileFacts<'trading'> | null,
  owner: { trading?: TradingFile; profile: ProfileFile },
): Facts<'trading'> {
  if (!trading || !unapprovedUkPromotion(owner)) return { trading };
  return { trading: { ...trading, signupUrl: null, referral: false } };
}

/** owner/trading.json as its schema validates it. */
export type TradingFile = FileContent<typeof schema>;

export const trading = {
  file: 'trading',
  required: false,
  schema,
  check,
  module: 'trading',
  facts,
} as const satisfies OwnerFile;
