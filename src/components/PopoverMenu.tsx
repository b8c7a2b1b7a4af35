import type { ReactNode } from 'react';

interface PopoverMenuProps {
  /** The panel's id (the button names it in `popovertarget`). */
  id: string;
  /** What the toggle button shows. */
  trigger: ReactNode;
  /** Accessible name of the button when its content is not text enough. */
  buttonLabel?: string;
  children: ReactNode;
  className?: string;
  /** Classes of the button, including its anchor name (see panelClassName). */
  buttonClassName?: string;
  /**
   * Classes of the panel, including where it sits: the panel lives in the top
   * layer, placed against the button (or another anchor) with CSS anchor
   * positioning.
   */
  panelClassName?: string;
}

/**
 * A button that opens a panel of links: a native popover, so it opens, closes
 * on Escape and on a click outside from the first paint, with or without the
 * app or any script, and the browser tells assistive technology whether it is
 * open. src/behaviours adds what HTML does not: a link chosen inside closes
 * it, aria-expanded follows it (written as the page is shown: without script
 * the button claims no state), arrow keys move between the links. A page
 * change keeps it (src/first-paint/navigation.ts), so a menu opened meanwhile
 * stays open.
 */
export function PopoverMenu({
  id,
  trigger,
  buttonLabel,
  children,
  className = '',
  buttonClassName = '',
  panelClassName = '',
}: PopoverMenuProps) {
  return (
    <div className={className}>
      <button type="button" popoverTarget={id} aria-label={buttonLabel} className={buttonClassName}>
        {trigger}
      </button>
      <div id={id} popover="auto" className={`m-0 [inset:auto] ${panelClassName}`}>
        {children}
      </div>
    </div>
  );
}
