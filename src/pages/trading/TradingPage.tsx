import ArrowTopRightOnSquareIcon from '@heroicons/react/20/solid/ArrowTopRightOnSquareIcon';
import InformationCircleIcon from '@heroicons/react/24/outline/InformationCircleIcon';
import { useId } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../components/ExternalLink';
import { PageScaffold } from '../../components/PageScaffold';
import { SIGNUP_DISCLOSURE, TRADING_LINKS, tradingTexts } from '../../content/trading';
import { languageOf } from '../../lib/fallbackLanguage';
import { useCurrentLanguage } from '../../components/useCurrentLanguage';
import type { Language } from '../../lib/language';
import { numberContext } from '../../lib/numberWords';
import { formatProsePercent } from '../../lib/percent';
import { PerformancePanel } from './PerformancePanel';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/classNames';

/**
 * The page's lead paragraphs' size: ESMA's risk warning is set at least as large as the
 * predominant text (Decision (EU) 2018/796, Annex II; Consob delibera n. 20976, Allegato II).
 */
const LEAD_TEXT = 'text-lg leading-relaxed';

/**
 * ESMA's standard risk warning in its three fixed sentences, after the sentence that says
 * the platform offers CFDs; without the figure (owner:check asks for it before publishing),
 * its second says where to find it.
 */
function cfdWarning(t: TFunction<'trading'>, language: Language): string[] {
  const { cfdRetailLossPercent: share } = SIGNUP_DISCLOSURE;
  const cfdShare =
    share === null
      ? t('signup_disclosure.cfd.share_not_given')
      : t('signup_disclosure.cfd.share', {
          share: formatProsePercent(share, language),
          context: numberContext(language, share),
        });
  return [
    t('signup_disclosure.cfd.offered'),
    t('signup_disclosure.cfd.risk'),
    cfdShare,
    t('signup_disclosure.cfd.consider'),
  ];
}

/** What the owner says of the sign-up link: a referral that may reward them, and capital at risk. */
function disclosureSentences(t: TFunction<'trading'>): string[] {
  return [
    ...(SIGNUP_DISCLOSURE.referral ? [t('signup_disclosure.referral')] : []),
    t('signup_disclosure.capital'),
  ];
}

export default function TradingPage() {
  const { t } = useTranslation('trading');
  const language = useCurrentLanguage();
  const disclaimerId = useId();
  const disclosureId = useId();
  const warningId = useId();
  const { offersCfds } = SIGNUP_DISCLOSURE;
  const texts = tradingTexts(language);
  return (
    // Two lead paragraphs in a looser style than the other pages' single intro.
    <PageScaffold title={t('title')}>
      <div className={`mt-6 max-w-3xl space-y-4 ${LEAD_TEXT} text-muted`}>
        <p {...languageOf(texts, 'intro')}>{texts.intro ?? t('intro')}</p>
        <p {...languageOf(texts, 'about')}>{texts.about}</p>
      </div>

      <aside
        aria-labelledby={disclaimerId}
        className="mt-8 flex max-w-3xl gap-3 rounded-card border border-notice-line bg-notice-soft p-5 text-on-notice-soft"
      >
        <InformationCircleIcon aria-hidden="true" className="size-6 shrink-0" />
        <div>
          <h2 id={disclaimerId} className="font-semibold">
            {t('disclaimer_title')}
          </h2>
          <p className="mt-1 text-sm leading-relaxed">{t('disclaimer')}</p>
        </div>
      </aside>

      {/* Before the links, in a box of its own, as large as the lead and in the ink colour:
          ESMA asks for a layout that makes the warning prominent. */}
      {offersCfds && (
        <div
          id={warningId}
          data-cfd-warning=""
          className={`mt-8 max-w-3xl rounded-card border-2 border-edge bg-surface p-5 ${LEAD_TEXT} text-ink`}
        >
          <p>{cfdWarning(t, language).join(' ')}</p>
        </div>
      )}

      <nav aria-label={t('links_label')} className="mt-8">
        <ul className="flex flex-col gap-3 sm:flex-row">
          <li>
            <ExternalLink
              href={TRADING_LINKS.profileUrl}
              className={`${PRIMARY_BUTTON} w-full sm:w-auto`}
            >
              {t('trading_cta')}
              <span className="sr-only"> {t('new_tab')}</span>
              <ArrowTopRightOnSquareIcon aria-hidden="true" className="size-4" />
            </ExternalLink>
          </li>
          {/* None where the page may not show it: a UK owner's unapproved financial promotion. */}
          {TRADING_LINKS.signupUrl !== null && (
            <li>
              <ExternalLink
                href={TRADING_LINKS.signupUrl}
                aria-describedby={offersCfds ? `${warningId} ${disclosureId}` : disclosureId}
                className={`${SECONDARY_BUTTON} w-full sm:w-auto`}
              >
                {t('trading_signup')}
                <span className="sr-only"> {t('new_tab')}</span>
                <ArrowTopRightOnSquareIcon aria-hidden="true" className="size-4" />
              </ExternalLink>
            </li>
          )}
        </ul>
        {/* What the owner says of the sign-up link (a referral?): beside it, with the risk. */}
        <p id={disclosureId} className="mt-3 max-w-3xl text-sm text-muted">
          {disclosureSentences(t).join(' ')}
        </p>
      </nav>

      <PerformancePanel />
    </PageScaffold>
  );
}
