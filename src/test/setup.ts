import { afterEach } from 'vitest';

// The DOM's helpers load only where a test file asks for a DOM: the Node-side
// tests (half the files) would pay for React and Testing Library for nothing.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  const { installBehaviours } = await import('../behaviours');
  const { OFF_ATTRIBUTE } = await import('../behaviours/contract');
  // The page's behaviours work as in the browser (lists, actions), and what a list
  // switches off is hidden, as styles.css hides it, so tests see what visitors see.
  installBehaviours(document);
  const hidden = document.createElement('style');
  hidden.textContent = `[${OFF_ATTRIBUTE}] { display: none; }`;
  document.head.append(hidden);
  afterEach(() => {
    cleanup();
  });
}
