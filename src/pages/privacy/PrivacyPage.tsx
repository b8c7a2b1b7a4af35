import { useTranslation } from 'react-i18next';
import { routeByKey } from '../../lib/routes';
import { LegalDocument } from '../../components/LegalDocument';
import { site } from '../../content/site';

const LINKS = {
  cookieLink: routeByKey('cookie').path,
  garante: 'https://www.garanteprivacy.it/',
};

export default function PrivacyPage() {
  const { t } = useTranslation('legal');
  return <LegalDocument documentKey="privacy" t={t} identity={site} links={LINKS} />;
}
