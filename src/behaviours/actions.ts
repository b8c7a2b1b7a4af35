/**
 * Controls whose effect needs no app: switch the theme, accept cookies, skip
 * to the content. They act from the first paint for the page's whole life,
 * with the library functions the app's rules are written in; the components
 * only draw them. Without script, the skip link and a legal text's contents
 * are plain links to their place in the page.
 */
import { acceptCookies } from '../lib/consent';
import { focusMain } from '../lib/mainRegion';
import { switchTheme, type Theme } from '../lib/theme';
import { ACTION_ATTRIBUTE, THEME_TITLE_ATTRIBUTES, type Action } from './contract';

/** A theme toggle says which theme is on: pressed for the dark one, its title what a press does. */
function showTheme(control: Element, theme: Theme): void {
  control.setAttribute('aria-pressed', String(theme === 'dark'));
  const title = control.getAttribute(THEME_TITLE_ATTRIBUTES[theme]);
  if (title) control.setAttribute('title', title);
}

/** Every theme toggle in `root` shows the theme on <html> (the page is drawn in the light one). */
export function showThemeOnToggles(doc: Document, root: ParentNode): void {
  const theme = doc.documentElement.classList.contains('dark') ? 'dark' : 'light';
  for (const control of root.querySelectorAll(`[${ACTION_ATTRIBUTE}="theme"]`)) {
    showTheme(control, theme);
  }
}

const ACTIONS: Record<Action, (control: Element, doc: Document) => void> = {
  theme: (control, doc) => showTheme(control, switchTheme(doc.documentElement)),
  'accept-cookies': (_control, doc) => {
    acceptCookies(doc.documentElement);
    // The button disappears: keep keyboard focus in the page, not on <body>.
    focusMain(doc, { scroll: false });
  },
  'move-to': (control, doc) => {
    const target = doc.getElementById(control.getAttribute('href')?.replace(/^#/, '') ?? '');
    target?.scrollIntoView({ block: 'start' });
    target?.focus({ preventScroll: true });
  },
};

/** Performs the action of the control under `target`, if any; true when it did. */
export function handleActionClick(target: Element): boolean {
  const control = target.closest(`[${ACTION_ATTRIBUTE}]`);
  const name = control?.getAttribute(ACTION_ATTRIBUTE);
  if (!control || !name || !Object.hasOwn(ACTIONS, name)) return false;
  ACTIONS[name as Action](control, control.ownerDocument);
  return true;
}
