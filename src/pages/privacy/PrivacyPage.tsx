import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading';

export default function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <PageHeading>{t('nav.privacy')}</PageHeading>
    </div>
  );
}
