import type { ReactNode } from 'react';
import { MAIN_ID } from '../../lib/mainRegion';
import { CookieBanner } from './CookieBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import { SkipLink } from './SkipLink';

/**
 * The frame of every page. In hash mode a page change replaces only <main>:
 * the rest keeps its elements (an open menu, focus), taking the new page's
 * attributes and texts (src/first-paint/navigation.ts).
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
      <CookieBanner />
    </div>
  );
}
