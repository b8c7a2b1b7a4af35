import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '../../components/PageHeading';
import { useLocalizedPath } from '../useLocalizedPath';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/classNames';

export function PageError() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <div role="alert" className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <PageHeading>{t('error.title')}</PageHeading>
      <p className="mt-4 text-muted">{t('error.description')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <Link to={localized('/')} className={PRIMARY_BUTTON}>
          {t('go_home')}
        </Link>
        <button type="button" onClick={() => window.location.reload()} className={SECONDARY_BUTTON}>
          {t('error.reload')}
        </button>
      </div>
    </div>
  );
}
