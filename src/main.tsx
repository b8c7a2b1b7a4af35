import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n, initI18n } from './i18n';
import { App } from './app/App';
import { NotFoundPage, routeForHash } from './app/routes';
import './styles.css';

/**
 * The first page's code and strings load in parallel with i18next, and React
 * renders once they are all here: the first paint is the finished page, with no
 * loading state and nothing shifting.
 */
async function start(container: HTMLElement) {
  const route = routeForHash(window.location.hash);
  // A page that fails to load is reported by the error boundary when it renders.
  const pageCode = (route?.Page ?? NotFoundPage).preload().catch(() => undefined);
  await initI18n();
  const pageStrings = route?.namespace
    ? i18n.loadNamespaces(route.namespace).catch(() => undefined)
    : undefined;
  await Promise.all([pageCode, pageStrings]);
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) void start(container);
