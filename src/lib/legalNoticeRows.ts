/**
 * What a legal notice shows, read once: its rows in order, each by its label's key in
 * legal-notice.json (`labels.<row>`), and the notice's other strings it uses. The page draws
 * these rows (src/pages/legal-notice/LegalNotice.tsx), and the owner's checks ask these strings,
 * and no others, to be translated (tooling/owner/read/shownStrings.ts).
 */

/** The facts that decide the rows: a fact given (not false, not empty) has its row. */
export interface NoticeRowFacts {
  rule: readonly unknown[] | null;
  phone?: unknown;
  vatId?: unknown;
  businessId?: unknown;
  taxId?: unknown;
  register?: unknown;
  licensingAuthority?: unknown;
  tradeLicence?: unknown;
  publicationDirector?: unknown;
  host?: unknown;
}

/** The owner's own texts of the notice (legal.json legalNotice), in the page's language. */
export interface NoticeRowTexts {
  profession?: string | undefined;
  activity?: string | undefined;
}

/** Every notice names its publisher: name, postal address and email. */
const PUBLISHER_ROWS = ['name', 'address', 'email'] as const;
/** A fact's own row, where the owner gave it. */
const FACT_ROWS = [
  'phone',
  'vatId',
  'businessId',
  'taxId',
  'register',
  'licensingAuthority',
] as const;
/** An Austrian trade licence's rows: its authority, chamber and title, and the trade rules. */
const TRADE_ROWS = ['tradeAuthority', 'chamber', 'tradeTitle', 'tradeRules'] as const;
const TEXT_ROWS = ['profession', 'activity'] as const;

export type NoticeRow =
  | (typeof PUBLISHER_ROWS)[number]
  | (typeof FACT_ROWS)[number]
  | (typeof TRADE_ROWS)[number]
  | (typeof TEXT_ROWS)[number]
  | 'publicationDirector'
  | 'host';

/** The notice's rows for these facts and texts, in the order the page lists them. */
export function noticeRows(facts: NoticeRowFacts, texts: NoticeRowTexts = {}): NoticeRow[] {
  return [
    ...PUBLISHER_ROWS,
    ...FACT_ROWS.filter((row) => Boolean(facts[row])),
    ...(facts.tradeLicence ? TRADE_ROWS : []),
    ...TEXT_ROWS.filter((row) => Boolean(texts[row])),
    ...(facts.publicationDirector ? (['publicationDirector'] as const) : []),
    ...(facts.host ? (['host'] as const) : []),
  ];
}

/**
 * The keys of legal-notice.json such a notice shows: its title, the intro that cites its rule
 * (or the one without), its rows' labels, and with a trade licence the title's sentence and the
 * trade rules' new-tab words.
 */
export function noticeKeysShown(facts: NoticeRowFacts, texts: NoticeRowTexts = {}): Set<string> {
  return new Set([
    'title',
    facts.rule == null ? 'intro' : 'intro_duty',
    ...noticeRows(facts, texts).map((row) => `labels.${row}`),
    ...(facts.tradeLicence ? ['trade_title', 'new_tab'] : []),
  ]);
}
