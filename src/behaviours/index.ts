/**
 * What the page does from its first paint, with or without the app: the
 * pre-paint script installs these delegated listeners on the document before
 * anything is drawn, and they stay for the page's life. The app draws the
 * markup (contract.ts) and adds what HTML and these cannot (the chart, page
 * changes inside the site, the language switch); no tap is kept for later and
 * nothing is handed over.
 */
import { handleActionClick } from './actions';
import { SCRIPT_ON_ATTRIBUTE, TEMPLATE_ATTRIBUTE, LIST_ATTRIBUTE } from './contract';
import { handleLanguagePick } from './languagePick';
import { handleListClick, writeTemplates } from './lists';
import { handlePopoverClick, handlePopoverKey, syncExpanded } from './popovers';

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  handlePopoverClick(target);
  handleLanguagePick(target);
  if (handleActionClick(target) || handleListClick(target)) {
    // Handled here, once: no app handler sees it, and a link (the skip link) does not navigate.
    if (target.closest('a')) event.preventDefault();
    event.stopPropagation();
  }
}

/** React rewrites a list's texts in another language: they get this page's numbers again. */
function refillTemplates(records: MutationRecord[]): void {
  for (const record of records) {
    const root = (record.target as Element).closest(`[${LIST_ATTRIBUTE}]`);
    if (root) writeTemplates(root);
  }
}

/** Installs the behaviours on a document once (the pre-paint script, else the app). */
export function installBehaviours(doc: Document): void {
  const html = doc.documentElement;
  if (html.hasAttribute(SCRIPT_ON_ATTRIBUTE)) return;
  html.setAttribute(SCRIPT_ON_ATTRIBUTE, '');
  // Capturing at the document runs before React's listener on the root.
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('keydown', handlePopoverKey);
  doc.addEventListener('toggle', syncExpanded, true);
  if (typeof MutationObserver !== 'undefined') {
    new MutationObserver(refillTemplates).observe(html, {
      subtree: true,
      attributeFilter: [TEMPLATE_ATTRIBUTE],
    });
  }
}

export { watchClamp, watchClamps } from './clamp';
export { anyMenuOpen, syncExpandedOf } from './popovers';
