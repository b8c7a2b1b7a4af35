import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NewTabLink } from '../../components/NewTabLink';
import { PageScaffold } from '../../components/PageScaffold';
import type { LegalNoticeFacts } from '../../content/legal';
import { citationsText } from '../../lib/citation';
import { languageOf, type Served } from '../../lib/fallbackLanguage';
import { noticeRows, type NoticeRow } from '../../lib/legalNoticeRows';

const LINK_COLOURS = 'font-medium text-accent';
const LINK_CLASS = `${LINK_COLOURS} underline underline-offset-2`;

/** Austria's trade regulations, as the Gewerbeordnung names itself, and where to read them. */
const TRADE_RULES = {
  name: 'Gewerbeordnung 1994 (GewO)',
  url: 'https://www.ris.bka.gv.at/',
  site: 'www.ris.bka.gv.at',
};

/** Who the notice names: the owner's name, postal address and email. */
/** profile.json's name and email, legal.json's postal address. */
export interface NoticeOwner {
  name: string;
  postalAddress: string;
  email: string;
}

interface LegalNoticeProps {
  owner: NoticeOwner;
  facts: LegalNoticeFacts;
  /** The owner's texts of the notice in the page's language, where given (legal.json legalNotice). */
  texts?: Served<{ profession?: string; activity?: string }> | undefined;
  /** The host's country in the page's language, after its address (legal.json hosting.countryCode). */
  hostCountry?: string | undefined;
}

/** A telephone number as a tel: address: its digits and a leading +. */
const telAddress = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={telAddress(phone)} className={LINK_CLASS}>
      {phone}
    </a>
  );
}

/**
 * The legal notice (Impressum, mentions légales): who publishes the site and how
 * to reach them, and the facts the owner's country's law names (owner/legal.json
 * legalNotice), as a list of terms; a fact the owner did not give is left out.
 * Its intro cites the rule it follows, in the page's language.
 */
export function LegalNotice({ owner, facts, texts = {}, hostCountry }: LegalNoticeProps) {
  const { t, i18n } = useTranslation('legal-notice');
  const { tradeLicence, host } = facts;
  // Each row's value, drawn only for the rows noticeRows names (a fact given, a text written).
  const values: Record<NoticeRow, () => ReactNode> = {
    name: () => owner.name,
    address: () => owner.postalAddress,
    email: () => (
      <a href={`mailto:${owner.email}`} className={LINK_CLASS}>
        {owner.email}
      </a>
    ),
    phone: () => facts.phone && <PhoneLink phone={facts.phone} />,
    vatId: () => facts.vatId,
    businessId: () => facts.businessId,
    taxId: () => facts.taxId,
    register: () => facts.register,
    licensingAuthority: () => facts.licensingAuthority,
    tradeAuthority: () => tradeLicence && tradeLicence.authority,
    chamber: () => tradeLicence && tradeLicence.chamber,
    tradeTitle: () => tradeLicence && t('trade_title', { title: tradeLicence.title }),
    tradeRules: () => (
      <>
        {TRADE_RULES.name}
        {'\n'}
        <NewTabLink href={TRADE_RULES.url} newTabLabel={t('new_tab')} className={LINK_COLOURS}>
          {TRADE_RULES.site}
        </NewTabLink>
      </>
    ),
    profession: () => texts.profession,
    activity: () => texts.activity,
    publicationDirector: () => facts.publicationDirector,
    host: () =>
      host && (
        <>
          {[host.company, host.address, hostCountry].filter(Boolean).join(', ')}
          {host.phone ? (
            <>
              {'\n'}
              <PhoneLink phone={host.phone} />
            </>
          ) : null}
        </>
      ),
  };
  const rows = noticeRows(facts, texts).map((key) => [key, values[key]()] as const);
  // The owner's texts may be in another language than the page's, until translated.
  const languageOfRow = (key: NoticeRow) =>
    key === 'profession' || key === 'activity' ? languageOf(texts, key) : {};

  return (
    <PageScaffold
      as="article"
      title={t('title')}
      intro={
        facts.rule
          ? t('intro_duty', {
              // The rule in the page's words (the legal namespace's `citation`).
              rule: citationsText(facts.rule, i18n.language, (key, options) =>
                t(key, { ...options, ns: 'legal' }),
              ),
            })
          : t('intro')
      }
      className="break-words"
    >
      <dl className="mt-10 grid max-w-3xl gap-x-8 gap-y-5 sm:grid-cols-[16rem_minmax(0,1fr)]">
        {rows.map(([key, value]) => (
          <div key={key} className="sm:contents">
            <dt className="font-semibold text-ink">{t(`labels.${key}`)}</dt>
            <dd {...languageOfRow(key)} className="mt-1 whitespace-pre-line text-ink sm:mt-0">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </PageScaffold>
  );
}
