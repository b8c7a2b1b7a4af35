import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '../../components/useCurrentLanguage';
import { pageLink } from '../../content/links';
import type { Route } from '../../lib/routes';
import { useCurrentPage } from '../currentPage';

interface RouteLinkListProps {
  routes: readonly Route[];
  /** The link's classes; `current` is true for the page being shown. */
  linkClassName: (current: boolean) => string;
  className?: string;
}

/**
 * A menu's list of page links, the current page's marked (aria-current="page";
 * every route is a leaf: a longer path shows the not-found page). A menu
 * holding it closes when a link is followed (src/behaviours).
 */
export function RouteLinkList({ routes, linkClassName, className }: RouteLinkListProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { routerPath } = useCurrentPage();
  return (
    <ul className={className}>
      {routes.map((route) => {
        const current = route.path === routerPath;
        return (
          <li key={route.path}>
            <a
              href={pageLink(route.path, language)}
              aria-current={current ? 'page' : undefined}
              className={linkClassName(current)}
            >
              {t(route.navLabelKey)}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
