/**
 * Controls whose effect needs no app: switch the theme, accept cookies, skip
 * to the content. They act from the first paint for the page's whole life,
 * with the library functions the app's rules are written in; the components
 * only draw them. Without script, the skip link and a legal text's contents
 * are plain links to their place in the page.
 */
import { acceptCookies } from '../lib/consent';
import { focusMain } from '../lib/mainRegion';
import { switchTheme } from '../lib/theme';
import { ACTION_ATTRIBUTE, type Action } from './contract';

const ACTIONS: Record<Action, (control: Element, doc: Document) => void> = {
  theme: (control, doc) => {
    const theme = switchTheme(doc.documentElement);
    control.setAttribute('aria-pressed', String(theme === 'dark'));
  },
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
