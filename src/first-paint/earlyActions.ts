/**
 * What a control marked with an early action does when it is tapped before the
 * app is live: the same library functions its component calls, applied to the
 * prerendered page at once. A control with no early action waits for the app
 * (see earlyTaps.ts).
 */
import { acceptCookies } from '../lib/consent';
import { focusMain } from '../lib/mainRegion';
import { switchTheme } from '../lib/theme';
import { EARLY_ACTION_ATTRIBUTE, type EarlyAction } from './contract';

export const EARLY_ACTIONS: Record<EarlyAction, (control: Element, doc: Document) => void> = {
  theme: (control, doc) => {
    const theme = switchTheme(doc.documentElement);
    // The toggle's state, which its component renders from the theme once live.
    control.setAttribute('aria-pressed', String(theme === 'dark'));
  },
  'accept-cookies': (_control, doc) => {
    acceptCookies(doc.documentElement);
    // The button disappears: keep keyboard focus in the page, not on <body>.
    focusMain(doc, { scroll: false });
  },
  'skip-to-main': (_control, doc) => focusMain(doc, { scroll: true }),
};

export function earlyActionOf(control: Element): ((doc: Document) => void) | null {
  const name = control.getAttribute(EARLY_ACTION_ATTRIBUTE);
  const action =
    name && Object.hasOwn(EARLY_ACTIONS, name) ? EARLY_ACTIONS[name as EarlyAction] : null;
  return action ? (doc) => action(control, doc) : null;
}
