import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { Route } from '../../lib/routes';
import { useLocalizedPath } from '../useLocalizedPath';

interface RouteLinkListProps {
  routes: readonly Route[];
  /** The link's classes; `current` is true for the page being shown. */
  linkClassName: (current: boolean) => string;
  className?: string;
}

/**
 * A menu's list of page links; the router marks the current page's link
 * (aria-current="page"). A menu holding it closes when a link is followed
 * (src/behaviours).
 */
export function RouteLinkList({ routes, linkClassName, className }: RouteLinkListProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <ul className={className}>
      {routes.map((route) => (
        <li key={route.path}>
          {/* `end`: every route is a leaf, and a longer path shows the not-found page. */}
          <NavLink
            to={localized(route.path)}
            end
            className={({ isActive }) => linkClassName(isActive)}
          >
            {t(route.navLabelKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
