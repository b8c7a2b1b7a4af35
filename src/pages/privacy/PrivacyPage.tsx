import { useTranslation } from 'react-i18next';
import { law, policiesUpdated } from '../../content/legal';
import { policyConditions } from '../../content/policyConditions';
import { SITE_MODEL } from '../../content/siteModel';
import { routeByKey } from '../../lib/routes';
import { LegalDocument } from '../../components/legal/LegalDocument';
import { site } from '../../content/site';
import { useCurrentLanguage } from '../../components/useCurrentLanguage';
import { localizedPath } from '../../lib/siteUrls';

export default function PrivacyPage() {
  const { t } = useTranslation('legal');
  const language = useCurrentLanguage();
  const links = {
    cookieLink: localizedPath(
      SITE_MODEL,
      routeByKey(SITE_MODEL.routes, 'cookie').path,
      language,
      site.routing,
    ),
    flagsPolicy: site.imageServicePolicies.flags,
    avatarsPolicy: site.imageServicePolicies.avatars,
  };
  return (
    <LegalDocument
      documentKey="privacy"
      t={t}
      identity={site}
      links={links}
      law={law}
      conditions={policyConditions}
      languages={SITE_MODEL.languageCodes}
      updated={policiesUpdated}
    />
  );
}
