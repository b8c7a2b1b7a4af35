import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { i18n, initI18n } from './i18n';
import { App } from './app/App';
import { pageForKey } from './app/routes';
import { pathFromHash, routeForPath } from './lib/routes';
import {
  NOT_FOUND_KEY,
  PRERENDERED_LANGUAGE_ATTRIBUTE,
  PRERENDERED_PAGE_ATTRIBUTE,
} from './lib/routePreload';
import './styles.css';

/**
 * Once React has committed the first page, the root no longer says it holds a
 * prerendered page: from here on, React owns it (tests wait for this too).
 */
function HandOver({ container }: { container: HTMLElement }) {
  useEffect(() => {
    container.removeAttribute(PRERENDERED_PAGE_ATTRIBUTE);
    container.removeAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE);
  }, [container]);
  return <App />;
}

/**
 * The first page's code and strings load in parallel with i18next, and React
 * starts once they are all here. When the build's prerendered HTML for this
 * route and language is already on screen, React hydrates it (in a transition,
 * so the work is split into short tasks); otherwise it renders from scratch.
 */
async function start(container: HTMLElement) {
  const route = routeForPath(pathFromHash(window.location.hash));
  // A page that fails to load is reported by the error boundary when it renders.
  const pageCode = pageForKey(route?.key ?? 'notfound')
    .preload()
    .then(
      () => true,
      () => false,
    );
  await initI18n();
  const pageStrings = route?.namespace
    ? i18n.loadNamespaces(route.namespace).catch(() => undefined)
    : undefined;
  const [pageLoaded] = await Promise.all([pageCode, pageStrings]);

  const app = (
    <StrictMode>
      <HandOver container={container} />
    </StrictMode>
  );
  // Without its code the page shows the error message, which was not prerendered.
  const prerendered =
    pageLoaded &&
    container.getAttribute(PRERENDERED_PAGE_ATTRIBUTE) === (route?.path ?? NOT_FOUND_KEY) &&
    container.getAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE) === i18n.resolvedLanguage;
  if (prerendered) {
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

const container = document.getElementById('root');
if (container) void start(container);
