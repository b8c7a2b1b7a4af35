import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { i18n, initI18n } from '../i18n';
import { App } from './App';
import { swapInFonts } from './fontSwap';
import { pageForKey } from './pageModules';
import {
  APP_STATE_ATTRIBUTE,
  ROOT_LANGUAGE_ATTRIBUTE,
  ROOT_ROUTE_ATTRIBUTE,
  type FirstPaint,
} from '../first-paint/documentContract';
import { fonts } from 'virtual:owner/look';
import { site } from '../content/site';
import { SITE_MODEL } from '../content/siteModel';
import { detectLanguage } from '../lib/language';
import { readLanguageSources } from '../lib/languageSources';
import { namespaceOf } from '../lib/routes';
import { languageOfPageAddress, routeKeyOf } from '../lib/siteUrls';

/** Without the pre-paint script: the same decisions, nothing prerendered to reuse. */
function withoutPrerenderedPage(): FirstPaint {
  const address = window.location;
  return {
    routeKey: routeKeyOf(SITE_MODEL, address, site.routing, site.basePath),
    language: Promise.resolve(
      languageOfPageAddress(SITE_MODEL, address, site.routing, site.basePath) ??
        detectLanguage(readLanguageSources(), SITE_MODEL.languageCodes),
    ),
    pageShown: Promise.resolve(false),
    appLive: () => undefined,
  };
}

/**
 * Once React has committed the first page, the app is live: the root no
 * longer says it holds a prerendered page, <html> says the app is live (tests
 * and the benchmark wait for it), the router follows the address, and the
 * look's web fonts come in (fontSwap.ts). Nothing
 * is handed over: the page's controls have worked since the first paint.
 */
function HandOver({ container, firstPaint }: { container: HTMLElement; firstPaint: FirstPaint }) {
  useEffect(() => {
    container.removeAttribute(ROOT_ROUTE_ATTRIBUTE);
    container.removeAttribute(ROOT_LANGUAGE_ATTRIBUTE);
    document.documentElement.setAttribute(APP_STATE_ATTRIBUTE, 'live');
    firstPaint.appLive();
    if (fonts) void swapInFonts(fonts, document);
  }, [container, firstPaint]);
  return <App />;
}

/**
 * The first page's code and strings load in parallel with i18next, and React
 * starts once they are all here. When the prerendered HTML of this page in
 * this language is on screen, React hydrates it (in a transition, so the work
 * is split into short tasks); otherwise it renders from scratch.
 */
async function start(container: HTMLElement, firstPaint: FirstPaint) {
  // A page that fails to load is reported by the error boundary when it renders.
  const pageLoaded = pageForKey(firstPaint.routeKey)
    .preload()
    .then(
      () => true,
      () => false,
    );
  await initI18n(i18n, await firstPaint.language, SITE_MODEL.languageMemory);
  const namespace = namespaceOf(firstPaint.routeKey);
  const pageStrings = namespace ? i18n.loadNamespaces(namespace).catch(() => undefined) : undefined;
  const [loaded, shown] = await Promise.all([pageLoaded, firstPaint.pageShown, pageStrings]);

  const app = (
    <StrictMode>
      <HandOver container={container} firstPaint={firstPaint} />
    </StrictMode>
  );
  // Without its code the page shows the error message, which was not prerendered.
  const reusable =
    loaded &&
    shown &&
    container.getAttribute(ROOT_ROUTE_ATTRIBUTE) ===
      routeKeyOf(SITE_MODEL, window.location, site.routing, site.basePath) &&
    container.getAttribute(ROOT_LANGUAGE_ATTRIBUTE) === i18n.resolvedLanguage;
  if (reusable) {
    startTransition(() => {
      hydrateRoot(container, app, {
        // React recovers by rendering afresh; the visitor sees the right page.
        onRecoverableError: (error) => console.warn('Prerendered page not reused:', error),
      });
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

/** Starts the app on the page's root, with what the pre-paint script decided, if it ran. */
export function startApp(container: HTMLElement): Promise<void> {
  return start(container, window.firstPaint ?? withoutPrerenderedPage());
}
