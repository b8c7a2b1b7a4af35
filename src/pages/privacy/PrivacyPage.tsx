import { useTranslation } from 'react-i18next';
import {
  hosting,
  imageServicePolicies,
  law,
  legalTexts,
  policiesUpdated,
  postalAddress,
} from '../../content/legal';
import { policyConditions } from '../../content/policyConditions';
import { SITE_MODEL } from '../../content/siteModel';
import { routeByKey } from '../../lib/routes';
import { LegalDocument } from '../../components/legal/LegalDocument';
import { profile } from '../../content/profile';
import { useCurrentLanguage } from '../../components/useCurrentLanguage';
import { pageLink } from '../../content/links';

export default function PrivacyPage() {
  const { t } = useTranslation('legal');
  const language = useCurrentLanguage();
  const links = {
    cookieLink: pageLink(routeByKey(SITE_MODEL.routes, 'cookie').path, language),
    flagsPolicy: imageServicePolicies.flags,
    avatarsPolicy: imageServicePolicies.avatars,
  };
  return (
    <LegalDocument
      documentKey="privacy"
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
