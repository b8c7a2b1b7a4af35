import { installBehaviours } from './behaviours';
import { ROOT_ID } from './first-paint/documentContract';
import './styles.css';
// The owner's look: the design tokens styles.css maps, and the fonts (tooling/look).
import 'virtual:owner/look.css';

/** What comes after it runs in a task of its own: a tap waiting since then is handled first. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app's code is evaluated in steps, each in its own task, rather than in
 * one long task a tap would wait behind: React DOM, then the app. The
 * pre-paint script has already fetched every step's files (the build lists
 * them with the entry), so a step costs no round trip.
 */
async function boot(container: HTMLElement): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  const { startApp } = await import('./app/startApp');
  await nextTask();
  await startApp(container);
}

// Already done by the pre-paint script where there is one; this is for a page without it.
installBehaviours(document);
const container = document.getElementById(ROOT_ID);
if (container) void boot(container);
