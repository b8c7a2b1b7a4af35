import { useTranslation } from 'react-i18next';
import { law, policiesUpdated } from '../../content/legal';
import { policyConditions } from '../../content/policyConditions';
import { SITE_MODEL } from '../../content/siteModel';
import { routeByKey } from '../../lib/routes';
import { LegalDocument } from '../../components/legal/LegalDocument';
import { site } from '../../content/site';
import { useCurrentLanguage } from '../../components/useCurrentLanguage';
import { pageLink } from '../../content/links';

export default function PrivacyPage() {
  const { t } = useTranslation('legal');
  const language = useCurrentLanguage();
  const links = {
    cookieLink: pageLink(routeByKey(SITE_MODEL.routes, 'cookie').path, language),
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
