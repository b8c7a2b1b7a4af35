import { useTranslation } from 'react-i18next';
import { FadeIn } from '../../components/FadeIn';
import { PageHeading } from '../../components/PageHeading';
import { useCurrentLanguage } from '../../components/useCurrentLanguage';
import { published } from '../../content/published';
import { SITE_MODEL } from '../../content/siteModel';
import { PRIMARY_BUTTON } from '../../components/classNames';
import { homeAddress } from '../../lib/siteUrls';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  // The published base path, not a route: it reloads the site at its home (in path mode the
  // home of the page's language).
  const home = homeAddress(SITE_MODEL, language, published.routing, published.basePath);
  return (
    <FadeIn className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      {/* The joiner is the language's own: a hyphen as the spec has it, an en dash in de, fr, es. */}
      <PageHeading>{t('notfound_heading', { title: t('notfound_title') })}</PageHeading>
      <p className="mt-5 text-lg text-muted">{t('notfound_description')}</p>
      <a href={home} className={`mt-8 ${PRIMARY_BUTTON}`}>
        {t('go_home')}
      </a>
    </FadeIn>
  );
}
