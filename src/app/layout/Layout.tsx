import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { NavigationFocusContext, type Navigation } from '../../components/navigationFocus';
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
  // Derived during render (React's pattern for state that follows a prop): once
  // the path has changed, the visitor has navigated inside the site, with focus
  // where it was when they followed the link.
  const [tracked, setTracked] = useState<{ path: string; navigation: Navigation | null }>({
    path: pathname,
    navigation: null,
  });
  if (tracked.path !== pathname) {
    setTracked({ path: pathname, navigation: { focusedBefore: document.activeElement } });
  }
  const navigation = tracked.navigation;

  useEffect(() => {
    if (navigation) window.scrollTo(0, 0);
  }, [navigation]);

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <NavigationFocusContext.Provider value={navigation}>
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
