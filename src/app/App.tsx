import { HashRouter, Route, Routes, useLocation } from 'react-router';
import { Layout } from './layout/Layout';
import { RoutePage } from './RoutePage';
import { NotFoundPage, ROUTES } from './routes';
import { ThemeProvider } from './theme/ThemeProvider';

function NotFoundRoute() {
  const { pathname } = useLocation();
  return <RoutePage headKey="notfound" path={pathname} Page={NotFoundPage} />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {ROUTES.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={<RoutePage headKey={route.pageKey} path={route.path} Page={route.Page} />}
          />
        ))}
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}

export function App() {
  return (
    <ThemeProvider>
      <HashRouter>
        <AppRoutes />
      </HashRouter>
    </ThemeProvider>
  );
}
