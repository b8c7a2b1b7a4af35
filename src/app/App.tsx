import type { ReactNode } from 'react';
import { BrowserRouter, HashRouter, Route, Routes, useParams } from 'react-router';
import { site } from '../content/site';
import { SITE_MODEL } from '../content/siteModel';
import { NOT_FOUND_KEY } from '../lib/routes';
import { readPagePath } from '../lib/siteUrls';
import { Layout } from './layout/Layout';
import { RoutePage } from './RoutePage';
import { NotFoundPage, ROUTE_ENTRIES } from './pageModules';
import { usePagePath } from './usePagePath';

const LANGUAGE_PARAM = 'language';

function NotFoundRoute() {
  return <RoutePage routeKey={NOT_FOUND_KEY} path={usePagePath()} Page={NotFoundPage} />;
}

/**
 * Where each page answers: its path (hash mode), or its path after an
 * optional language prefix (path mode: /courses, /it/courses), one route for
 * all languages, so switching language keeps the page and its state.
 */
const PAGE_ROUTES = ROUTE_ENTRIES.map((route) => ({
  path:
    site.routing === 'hash'
      ? route.path
      : `:${LANGUAGE_PARAM}?${route.path === '/' ? '' : route.path}`,
  route,
}));

/** A prefix that names no language of the site (/xx/courses) is an address with no page. */
function KnownLanguage({ children }: { children: ReactNode }) {
  const prefix = useParams()[LANGUAGE_PARAM];
  return prefix === undefined || readPagePath(SITE_MODEL, `/${prefix}`).language ? (
    children
  ) : (
    <NotFoundRoute />
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {PAGE_ROUTES.map(({ path, route }) => (
          <Route
            key={path}
            path={path}
            element={
              <KnownLanguage>
                <RoutePage routeKey={route.key} path={route.path} Page={route.Page} />
              </KnownLanguage>
            }
          />
        ))}
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}

export function App() {
  if (site.routing === 'hash') {
    return (
      <HashRouter>
        <AppRoutes />
      </HashRouter>
    );
  }
  return (
    <BrowserRouter basename={site.basePath.replace(/\/$/, '') || '/'}>
      <AppRoutes />
    </BrowserRouter>
  );
}
