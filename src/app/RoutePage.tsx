import { PageHead } from './layout/PageHead';
import type { LazyPage } from './lazyPage';
import type { HeadKey } from './routes';

interface RoutePageProps {
  headKey: HeadKey;
  path: string;
  Page: LazyPage;
}

export function RoutePage({ headKey, path, Page }: RoutePageProps) {
  return (
    <>
      <PageHead headKey={headKey} path={path} />
      <Page />
    </>
  );
}
