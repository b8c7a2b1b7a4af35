import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '../../components/PageHeading';
import { useLocalizedPath } from '../useLocalizedPath';

export function PageError() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <div role="alert" className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <PageHeading>{t('error.title')}</PageHeading>
      <p className="mt-4 text-slate-700 dark:text-slate-300">{t('error.description')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <Link
          to={localized('/')}
          className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 dark:bg-brand-300 dark:text-slate-950"
        >
          {t('go_home')}
        </Link>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex min-h-11 items-center rounded-md border border-slate-500 px-5 font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-500 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          {t('error.reload')}
        </button>
      </div>
    </div>
  );
}
