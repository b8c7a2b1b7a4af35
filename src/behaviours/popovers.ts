/**
 * The header's menus are native popovers (`popover` + `popovertarget`): they
 * open, close on Escape and on a click outside with no script at all. Script
 * adds what HTML does not: a link chosen inside closes the menu (hash links do
 * not leave the page), the button's aria-expanded follows the menu, and arrow
 * keys, Home and End move between the menu's items.
 */

const OPEN_MENU = '[popover]:popover-open';
const ITEMS = 'a[href], button:not([disabled])';

/** The open menu holding `element` (none where the browser knows no popovers). */
function openMenuOf(element: Element | null | undefined): HTMLElement | null {
  try {
    return element?.closest<HTMLElement>(OPEN_MENU) ?? null;
  } catch {
    return null;
  }
}

function invokersOf(popover: Element): Element[] {
  return popover.id
    ? [...popover.ownerDocument.querySelectorAll(`[popovertarget="${CSS.escape(popover.id)}"]`)]
    : [];
}

/**
 * A link followed inside an open menu closes it, once the click has done its
 * work: the router's handler, or the browser's navigation, sees the link as it
 * was tapped.
 */
export function handlePopoverClick(target: Element): void {
  const menu = openMenuOf(target.closest('a[href]'));
  if (menu) setTimeout(() => menu.hidePopover(), 0);
}

/** The `toggle` event (it does not bubble: listen while capturing). */
export function syncExpanded(event: Event): void {
  const popover = event.target;
  if (!(popover instanceof HTMLElement) || !popover.hasAttribute('popover')) return;
  const open = openMenuOf(popover) !== null;
  for (const invoker of invokersOf(popover)) invoker.setAttribute('aria-expanded', String(open));
}

/** Writes a menu button's aria-expanded from its menu's state (it follows every toggle after). */
export function syncExpandedOf(invoker: Element): void {
  const menu = invoker.ownerDocument.getElementById(invoker.getAttribute('popovertarget') ?? '');
  if (menu) invoker.setAttribute('aria-expanded', String(openMenuOf(menu) !== null));
}

function menuItems(menu: Element): HTMLElement[] {
  return [...menu.querySelectorAll<HTMLElement>(ITEMS)];
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** Arrow keys inside an open menu; ArrowDown on a menu's button opens it (if closed) on its first item. */
export function handlePopoverKey(event: KeyboardEvent): void {
  const target = event.target instanceof HTMLElement ? event.target : null;
  const move = MOVES[event.key];
  if (!target || !move) return;
  const targetId = target.getAttribute('popovertarget');
  if (targetId && event.key === 'ArrowDown') {
    const menu = target.ownerDocument.getElementById(targetId);
    if (!menu) return;
    event.preventDefault();
    if (!openMenuOf(menu)) menu.showPopover();
    menuItems(menu)[0]?.focus();
    return;
  }
  const menu = openMenuOf(target);
  if (!menu) return;
  const items = menuItems(menu);
  if (items.length === 0) return;
  event.preventDefault();
  items[move(items.indexOf(target), items.length)]?.focus();
}

/** True while a menu is open (false where the browser knows no popovers). */
export function anyMenuOpen(doc: Document): boolean {
  return [...doc.querySelectorAll('[popover]')].some((popover) => openMenuOf(popover));
}
