/**
 * What the pre-paint script asks the network for: the page's prerendered HTML
 * (first, at the highest priority: nothing paints without it), then the app's
 * code for the page.
 */
import type { Language } from '../lib/language';
import type { RouteKey } from '../lib/routes';
import {
  ROOT_LANGUAGE_ATTRIBUTE,
  ROOT_ROUTE_ATTRIBUTE,
  type FirstPaintData,
  type PageFiles,
} from './contract';

function addLink(attributes: Record<string, string>): void {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.appendChild(link);
}

/** Resolves once the document has been parsed (the root element exists). */
export function parsed(): Promise<void> {
  return document.readyState === 'loading'
    ? new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve()))
    : Promise.resolve();
}

/**
 * Fetches the page's prerendered HTML and puts it into the empty root, marked
 * with the page and language so the app knows it may take it over. Resolves
 * false when the HTML cannot be shown (network error, the root already used).
 */
export async function showFragment(
  url: string,
  rootId: string,
  routeKey: RouteKey,
  language: Language,
): Promise<boolean> {
  try {
    const response = await fetch(url, { priority: 'high' });
    if (!response.ok) return false;
    const html = await response.text();
    await parsed();
    const root = document.getElementById(rootId);
    if (!root || root.firstChild) return false;
    root.innerHTML = html;
    root.setAttribute(ROOT_ROUTE_ATTRIBUTE, routeKey);
    root.setAttribute(ROOT_LANGUAGE_ATTRIBUTE, language);
    return true;
  } catch {
    return false;
  }
}

/**
 * Fetches the app: the modules the entry imports, the page's code and strings
 * (module preloads), then the entry itself. Low priority: whatever the page
 * still loads for its own paint (images) goes first.
 */
export function fetchAppCode(data: FirstPaintData, page: PageFiles, language: Language): void {
  const modules = [...data.entryImports, ...page.modules, ...(page.strings[language] ?? [])];
  for (const href of modules) {
    addLink({ rel: 'modulepreload', href, crossorigin: '', fetchpriority: 'low' });
  }
  const entry = document.createElement('script');
  entry.type = 'module';
  entry.crossOrigin = '';
  entry.src = data.entry;
  entry.setAttribute('fetchpriority', 'low');
  document.head.appendChild(entry);
}
