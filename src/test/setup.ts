import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installBehaviours } from '../behaviours';
import { OFF_ATTRIBUTE } from '../behaviours/contract';

// The page's behaviours work as in the browser (lists, actions), and what a list
// switches off is hidden, as styles.css hides it, so tests see what visitors see.
// (Not in the few Node-side tests, which have no document.)
if (typeof document !== 'undefined') {
  installBehaviours(document);
  const hidden = document.createElement('style');
  hidden.textContent = `[${OFF_ATTRIBUTE}] { display: none; }`;
  document.head.append(hidden);
}

afterEach(() => {
  cleanup();
});
