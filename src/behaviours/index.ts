/**
 * What the page does, from its first paint: the pre-paint script installs
 * these delegated listeners on the document before anything is drawn, and
 * they stay for the page's life. The build draws the markup (contract.ts);
 * no tap is kept for later.
 */
import { handleActionClick, showThemeOnToggles } from './actions';
import { watchClamps } from './clamp';
import { SCRIPT_ON_ATTRIBUTE, TEMPLATE_ATTRIBUTE, LIST_ATTRIBUTE } from './contract';
import { handleLanguagePick } from './languagePick';
import { handleListClick, writeTemplates } from './lists';
import { handlePopoverClick, handlePopoverKey, syncExpanded, syncExpandedOf } from './popovers';

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  handlePopoverClick(target);
  handleLanguagePick(target);
  if (handleActionClick(target) || handleListClick(target)) {
    // Handled here, once: a link (the skip link) does not navigate.
    if (target.closest('a')) event.preventDefault();
    event.stopPropagation();
  }
}

/** A list's texts rewritten in another language (a language switch): they get this page's numbers again. */
function refillTemplates(records: MutationRecord[]): void {
  for (const record of records) {
    const root = (record.target as Element).closest(`[${LIST_ATTRIBUTE}]`);
    if (root) writeTemplates(root);
  }
}

/** Installs the behaviours on a document once. */
export function installBehaviours(doc: Document): void {
  const html = doc.documentElement;
  if (html.hasAttribute(SCRIPT_ON_ATTRIBUTE)) return;
  html.setAttribute(SCRIPT_ON_ATTRIBUTE, '');
  // Capturing at the document: before anything in the page sees the click.
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

/**
 * What a page just shown states from the visitor's browser, drawn as the build
 * drew it: the theme on its toggle, whether each menu is open, which clamped
 * texts hide something.
 */
export function writeShownState(doc: Document, root: ParentNode): void {
  showThemeOnToggles(doc, root);
  for (const button of root.querySelectorAll('[popovertarget]')) syncExpandedOf(button);
  watchClamps(root);
}

export { anyMenuOpen } from './popovers';
export { pointLanguageLinks } from './languagePick';
