import { PageHead } from './head/PageHead';
import type { LazyPage } from './lazyPage';
import type { RouteKey } from '../lib/routes';

interface RoutePageProps {
  routeKey: RouteKey;
  path: string;
  Page: LazyPage;
}

export function RoutePage({ routeKey, path, Page }: RoutePageProps) {
  return (
    <>
      <PageHead routeKey={routeKey} path={path} />
      <Page />
    </>
  );
}
