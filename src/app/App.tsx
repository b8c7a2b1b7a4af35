import { HashRouter, Route, Routes, useLocation } from 'react-router';
import { Layout } from './layout/Layout';
import { RoutePage } from './RoutePage';
import { NOT_FOUND_KEY } from '../lib/routes';
import { NotFoundPage, ROUTE_ENTRIES } from './routes';

function NotFoundRoute() {
  const { pathname } = useLocation();
  return <RoutePage routeKey={NOT_FOUND_KEY} path={pathname} Page={NotFoundPage} />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {ROUTE_ENTRIES.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={<RoutePage routeKey={route.key} path={route.path} Page={route.Page} />}
          />
        ))}
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}

export function App() {
  return (
    <HashRouter>
      <AppRoutes />
    </HashRouter>
  );
}
