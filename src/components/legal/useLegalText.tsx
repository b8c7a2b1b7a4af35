import type { TFunction } from 'i18next';
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { authorityName, type PolicyLaw } from '../../lib/policyLaw';
import { listText } from '../../lib/listText';
import { InlineLink } from '../InlineLink';
import { NewTabLink } from '../NewTabLink';

/**
 * The owner facts a legal text may interpolate: {{ownerName}}, {{email}}, {{postalAddress}},
 * {{siteUrl}}, {{hostingService}}, {{hostingCompany}}, {{hostingBasedIn}} (the owner's
 * text `hosting_based_in` of the legal namespace) and {{hostingLogRetention}} (the owner's
 * `hosting_log_retention`, else the template's words for "as the host's policy sets it") and
 * {{languageCodes}} (the site's language codes as alternatives, 'en or it'). The law the
 * policies cite comes apart (useLegalText's `law`): {{authority}}, {{cookieRule}},
 * {{cookieExemption}} (its provision exempting what is strictly necessary, else the rule),
 * {{nationalLaw}}, and the regime's names from the legal namespace's `regimes`: {{gdpr}}
 * ('GDPR', 'UK GDPR'), {{gdprName}} (its full name) and {{outsideArea}} ('outside the European
 * Economic Area'). {{noticeButton}} is the cookie notice's button as it reads (common's
 * `cookie_banner.accept`), so the policy names the button the visitor sees.
 */
export interface LegalIdentity {
  ownerName: string;
  email: string;
  postalAddress: string;
  siteUrl: string;
  hostingService: string;
  hostingCompany: string;
}

interface LegalTextOptions {
  t: TFunction<'legal'>;
  identity: LegalIdentity;
  /**
   * Targets of the link tags used in the texts, by tag name: a link of this site
   * ('#/cookie-policy', '/it/cookie-policy/') opens in place, anything else in a
   * new tab. <mail> always points at the identity's email.
   */
  links: Readonly<Record<string, string>>;
  /** The machine-readable date the <date> tag carries, e.g. '2025-06'. */
  updatedDateTime: string;
  /** The site's language codes, as the policies name what the site stores. */
  languages: readonly string[];
  /** The law the policies cite for the owner; the <authority> tag links its authority. */
  law: PolicyLaw;
  /** The language the text is read in, which names a multilingual country's authority. */
  language: string;
}

const LINK_COLOURS = 'font-medium text-accent';
const LINK_CLASS = `${LINK_COLOURS} underline underline-offset-2`;

/**
 * Returns a function that renders a key of the legal namespace: owner facts come
 * in by interpolation (never from the texts), and the texts' tags become links,
 * emphasis and the last-updated date.
 */
export function useLegalText({
  t,
  identity,
  links,
  updatedDateTime,
  languages,
  law,
  language,
}: LegalTextOptions): (key: string) => ReactNode {
  const newTabLabel = t('new_tab');
  const { ownerName, email, postalAddress, siteUrl, hostingService, hostingCompany } = identity;
  // Only these facts: the identity object may hold more than a text should reach.
  const values = {
    ownerName,
    email,
    postalAddress,
    siteUrl,
    hostingService,
    hostingCompany,
    hostingBasedIn: t('hosting_based_in'),
    hostingLogRetention: t('hosting_log_retention', { hostingCompany }),
    languageCodes: listText(languages, t('list_or')),
    authority: authorityName(law.authority, language),
    cookieRule: law.cookieRule,
    cookieExemption: law.cookieExemption,
    noticeButton: t('cookie_banner.accept', { ns: 'common' }),
    nationalLaw: law.nationalLaw,
    gdpr: t(`regimes.${law.regime}.short`),
    gdprName: t(`regimes.${law.regime}.name`),
    outsideArea: t(`regimes.${law.regime}.outside`),
  };
  const authorityUrl = law.authority.url;

  const components = useMemo(() => {
    const map: Record<string, ReactElement> = {
      mail: (
        <a href={`mailto:${email}`} className={LINK_CLASS}>
          {email}
        </a>
      ),
      strong: <strong className="font-semibold text-ink" />,
      date: <time dateTime={updatedDateTime} />,
    };
    for (const [tag, target] of Object.entries({ ...links, authority: authorityUrl })) {
      map[tag] = /^[/#]/.test(target) ? (
        <InlineLink href={target} />
      ) : (
        <NewTabLink href={target} newTabLabel={newTabLabel} className={LINK_COLOURS} />
      );
    }
    return map;
  }, [authorityUrl, email, links, newTabLabel, updatedDateTime]);

  return (key) => <Trans t={t} ns="legal" i18nKey={key} values={values} components={components} />;
}
