import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { NavigationFocusContext } from '../../components/navigationFocus';
import { CookieBanner } from './CookieBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import { useLanguageOfAddress } from '../useLanguageOfAddress';
import { usePagePath } from '../usePagePath';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PageLoading } from './PageLoading';
import { MAIN_ID } from '../../lib/mainRegion';
import { SkipLink } from './SkipLink';

export function Layout() {
  const pathname = usePagePath();
  useLanguageOfAddress();
  // Derived during render (React's pattern for state that follows a prop):
  // once the path has changed, the visitor has navigated inside the site.
  const [tracked, setTracked] = useState({ path: pathname, navigated: false });
  if (tracked.path !== pathname) setTracked({ path: pathname, navigated: true });
  const navigated = tracked.navigated || tracked.path !== pathname;

  useEffect(() => {
    if (navigated) window.scrollTo(0, 0);
  }, [pathname, navigated]);

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <NavigationFocusContext.Provider value={navigated}>
          <PageErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        </NavigationFocusContext.Provider>
      </main>
      <Footer />
      <CookieBanner />
    </div>
  );
}
