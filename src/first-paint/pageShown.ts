/**
 * What follows once a page is in #root, whole (the first paint, each page
 * change in hash mode): the document takes the page's head, the language
 * picker's links point at this address, the controls show their state, and
 * <html> says which page is shown (SHOWN_ATTRIBUTE, PAGE_SHOWN_EVENT).
 */
import { pointLanguageLinks, writeShownState } from '../behaviours';
import { setHeadValues, type HeadValues } from '../lib/head';
import type { Language } from '../lib/language';
import type { RouteKey } from '../lib/routes';
import type { SiteShape } from '../lib/siteModel';
import { languageSwitchPath, siteHref, type RoutingMode } from '../lib/siteUrls';
import {
  PAGE_HEAD_ATTRIBUTE,
  PAGE_SHOWN_EVENT,
  ROOT_ID,
  SHOWN_ATTRIBUTE,
} from './documentContract';

/** The site as the pre-paint script knows it. */
export interface ShownSite {
  shape: SiteShape;
  mode: RoutingMode;
  base: string;
}

/** A page as shown: its route, its language, and the path of its address. */
export interface ShownPage {
  routeKey: RouteKey;
  language: Language;
  path: string;
}

/** A fragment's head (hash mode), taken out of `container` into the document's head. */
export function takePageHead(container: Element, doc: Document): void {
  const block = container.querySelector(`script[${PAGE_HEAD_ATTRIBUTE}]`);
  if (!block) return;
  block.remove();
  try {
    setHeadValues(doc, JSON.parse(block.textContent ?? '') as HeadValues);
  } catch {
    // A head that cannot be read leaves the one before.
  }
}

export function pageShown(doc: Document, site: ShownSite, page: ShownPage): void {
  const root = doc.getElementById(ROOT_ID);
  if (!root) return;
  takePageHead(root, doc);
  // The build wrote the not-found page's links for a path of its own: these follow the address.
  pointLanguageLinks(root, (language) =>
    siteHref(languageSwitchPath(site.shape, page.path, language, site.mode), site.mode, site.base),
  );
  writeShownState(doc, root);
  doc.documentElement.setAttribute(SHOWN_ATTRIBUTE, page.routeKey);
  doc.dispatchEvent(new Event(PAGE_SHOWN_EVENT));
}
