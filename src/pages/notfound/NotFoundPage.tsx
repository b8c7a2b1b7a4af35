import { useTranslation } from 'react-i18next';
import { FadeIn } from '../../components/FadeIn';
import { PageHeading } from '../../components/PageHeading';
import { site } from '../../content/site';
import { PRIMARY_BUTTON } from '../../components/classNames';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <FadeIn className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <PageHeading>{`404 - ${t('notfound_title')}`}</PageHeading>
      <p className="mt-5 text-lg text-muted">{t('notfound_description')}</p>
      {/* The published base path, not a route: it reloads the site at its home. */}
      <a href={site.basePath} className={`mt-8 ${PRIMARY_BUTTON}`}>
        {t('go_home')}
      </a>
    </FadeIn>
  );
}
