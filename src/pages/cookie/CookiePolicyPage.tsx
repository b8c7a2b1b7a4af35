import { useTranslation } from 'react-i18next';
import { hosting, law, legalTexts, policiesUpdated, postalAddress } from '../../content/legal';
import { policyConditions } from '../../content/policyConditions';
import { SITE_MODEL } from '../../content/siteModel';
import { routeByKey } from '../../lib/routes';
import { LegalDocument } from '../../components/legal/LegalDocument';
import { profile } from '../../content/profile';
import { useCurrentLanguage } from '../../components/useCurrentLanguage';
import { pageLink } from '../../content/links';

/** The official cookie-help page of each browser the policy names. */
const BROWSER_HELP_LINKS = {
  chrome: 'https://support.google.com/chrome/answer/95647',
  firefox: 'https://support.mozilla.org/kb/clear-cookies-and-site-data-firefox',
  safari: 'https://support.apple.com/guide/safari/manage-cookies-sfri11471',
  edge: 'https://support.microsoft.com/microsoft-edge/delete-cookies-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09',
} as const;

export default function CookiePolicyPage() {
  const { t } = useTranslation('legal');
  const language = useCurrentLanguage();
  const links = {
    privacyLink: pageLink(routeByKey(SITE_MODEL.routes, 'privacy').path, language),
    ...BROWSER_HELP_LINKS,
  };
  return (
    <LegalDocument
      documentKey="cookie"
      t={t}
      identity={{ ...profile, postalAddress, hosting }}
      texts={legalTexts(language)}
      links={links}
      law={law}
      conditions={policyConditions}
      languages={SITE_MODEL.languageCodes}
      updated={policiesUpdated}
    />
  );
}
