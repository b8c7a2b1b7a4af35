import { BrowserRouter, HashRouter, Route, Routes, useLocation } from 'react-router';
import { site } from '../content/site';
import { SUPPORTED_LANGUAGES } from '../lib/language';
import { NOT_FOUND_KEY } from '../lib/routes';
import { languagePrefix, readPagePath } from '../lib/siteUrls';
import { Layout } from './layout/Layout';
import { RoutePage } from './RoutePage';
import { NotFoundPage, ROUTE_ENTRIES } from './routes';

function NotFoundRoute() {
  const { pathname } = useLocation();
  const path = site.routing === 'path' ? readPagePath(pathname).routerPath : pathname;
  return <RoutePage routeKey={NOT_FOUND_KEY} path={path} Page={NotFoundPage} />;
}

/**
 * Where each page answers: its path (hash mode), or its path in every
 * language, under the language's prefix (path mode: /courses, /it/courses).
 */
const PAGE_ROUTES = (site.routing === 'hash' ? [''] : SUPPORTED_LANGUAGES.map(languagePrefix))
  .flatMap((prefix) =>
    ROUTE_ENTRIES.map((route) => ({ path: `${prefix}${route.path}`.replace(/(.)\/$/, '$1'), route })),
  );

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {PAGE_ROUTES.map(({ path, route }) => (
          <Route
            key={path}
            path={path}
            element={<RoutePage routeKey={route.key} path={route.path} Page={route.Page} />}
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
