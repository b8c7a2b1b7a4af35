import type { ComponentType, LazyExoticComponent } from 'react';
import { PageHead } from './layout/PageHead';
import type { HeadKey } from './routes';

interface RoutePageProps {
  headKey: HeadKey;
  path: string;
  Page: LazyExoticComponent<ComponentType>;
}

export function RoutePage({ headKey, path, Page }: RoutePageProps) {
  return (
    <>
      <PageHead headKey={headKey} path={path} />
      <Page />
    </>
  );
}
