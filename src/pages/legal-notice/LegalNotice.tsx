import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageScaffold } from '../../components/PageScaffold';
import type { LegalNoticeFacts } from '../../content/legal';

const LINK_CLASS = 'font-medium text-accent underline underline-offset-2';

/** Who the notice names: the owner's name, postal address and email. */
export interface NoticeOwner {
  ownerName: string;
  postalAddress: string;
  email: string;
}

interface LegalNoticeProps {
  owner: NoticeOwner;
  facts: LegalNoticeFacts;
}

/** A telephone number as a tel: address: its digits and a leading +. */
const telAddress = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The legal notice (Impressum): who publishes the site and how to reach them,
 * and the facts the owner's country asks for (owner/legal.json legalNotice),
 * as a list of terms; a fact the owner did not give is left out.
 */
export function LegalNotice({ owner, facts }: LegalNoticeProps) {
  const { t } = useTranslation('legal-notice');
  const rows: [key: string, value: ReactNode][] = [
    ['name', owner.ownerName],
    ['address', owner.postalAddress],
    [
      'email',
      <a href={`mailto:${owner.email}`} className={LINK_CLASS}>
        {owner.email}
      </a>,
    ],
  ];
  if (facts.phone) {
    rows.push([
      'phone',
      <a href={telAddress(facts.phone)} className={LINK_CLASS}>
        {facts.phone}
      </a>,
    ]);
  }
  if (facts.vatId) rows.push(['vatId', facts.vatId]);
  if (facts.register) rows.push(['register', facts.register]);
  if (facts.licensingAuthority) rows.push(['licensingAuthority', facts.licensingAuthority]);
  if (facts.professionKey) rows.push(['profession', t(facts.professionKey)]);
  if (facts.activityKey) rows.push(['activity', t(facts.activityKey)]);

  return (
    <PageScaffold
      as="article"
      title={t('title')}
      intro={facts.rule ? t('intro_duty', { rule: facts.rule }) : t('intro')}
      className="break-words"
    >
      <dl className="mt-10 grid max-w-3xl gap-x-8 gap-y-5 sm:grid-cols-[16rem_minmax(0,1fr)]">
        {rows.map(([key, value]) => (
          <div key={key} className="sm:contents">
            <dt className="font-semibold text-ink">{t(`labels.${key}`)}</dt>
            <dd className="mt-1 whitespace-pre-line text-ink sm:mt-0">{value}</dd>
          </div>
        ))}
      </dl>
    </PageScaffold>
  );
}
