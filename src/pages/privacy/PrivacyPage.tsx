import { useTranslation } from 'react-i18next';
import { routeByKey } from '../../lib/routes';
import { LegalDocument } from '../../components/legal/LegalDocument';
import { IMAGE_SERVICE_POLICIES } from '../../content/imageServices';
import { site } from '../../content/site';
import { useCurrentLanguage } from '../../components/useCurrentLanguage';
import { localizedPath } from '../../lib/siteUrls';

export default function PrivacyPage() {
  const { t } = useTranslation('legal');
  const language = useCurrentLanguage();
  const links = {
    cookieLink: localizedPath(routeByKey('cookie').path, language, site.routing),
    garante: 'https://www.garanteprivacy.it/',
    flagsPolicy: IMAGE_SERVICE_POLICIES.flags,
    avatarsPolicy: IMAGE_SERVICE_POLICIES.avatars,
  };
  return <LegalDocument documentKey="privacy" t={t} identity={site} links={links} />;
}
