import { useTranslation } from 'react-i18next';
import { FadeIn } from '../../components/FadeIn';
import { PageHeading } from '../../components/PageHeading';
import { site } from '../../content/site';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <FadeIn className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <PageHeading>{`404 - ${t('notfound_title')}`}</PageHeading>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{t('notfound_description')}</p>
      {/* The published base path, not a route: it reloads the site at its home. */}
      <a
        href={site.basePath}
        className="mt-8 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 dark:bg-brand-300 dark:text-slate-950 dark:hover:bg-brand-100"
      >
        {t('go_home')}
      </a>
    </FadeIn>
  );
}
