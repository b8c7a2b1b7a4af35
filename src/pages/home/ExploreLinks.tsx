import { useTranslation } from 'react-i18next';
import { CARD } from '../../components/classNames';
import { useCurrentLanguage } from '../../components/useCurrentLanguage';
import { pageLink } from '../../content/links';
import { SITE_MODEL } from '../../content/siteModel';

/**
 * The way onward from the home page: the owner's sections (the site model's
 * Portfolio routes, so only those with content), numbered, each with a line
 * on what it holds.
 */
export function ExploreLinks() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  return (
    <nav aria-labelledby="explore-title" className="mt-16 print:hidden">
      <h2 id="explore-title" className="text-2xl font-semibold text-ink">
        {t('explore.title')}
      </h2>
      <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {SITE_MODEL.portfolioRoutes.map((route, index) => (
          <li key={route.key}>
            <a
              href={pageLink(route.path, language)}
              className={`group flex h-full flex-col gap-1 p-5 transition-colors hover:border-accent ${CARD}`}
            >
              <span aria-hidden="true" className="font-voice text-sm text-accent">
                {String(index + 1).padStart(2, '0')}
              </span>
              <span className="font-heading text-xl font-semibold text-ink group-hover:text-accent">
                {t(route.navLabelKey)}
              </span>
              <span className="text-sm text-muted">{t(`explore.${route.key}`)}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
