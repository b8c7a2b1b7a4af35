import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

interface DropdownMenuProps {
  /** What the toggle button shows. */
  trigger: ReactNode | ((open: boolean) => ReactNode);
  /** Accessible name of the button when its content is not text enough. */
  buttonLabel?: string;
  /** The panel's content; `close` hides it (call it when a choice is made). */
  children: (close: () => void) => ReactNode;
  className?: string;
  buttonClassName?: string;
  panelClassName?: string;
}

const FOCUSABLE = ['a[href]', 'button:not([disabled])'];

/** The focusable items inside the panel (not the toggle button). */
function panelItems(container: HTMLElement | null, panelId: string): HTMLElement[] {
  const selector = FOCUSABLE.map((item) => `[id="${panelId}"] ${item}`).join(', ');
  return Array.from(container?.querySelectorAll<HTMLElement>(selector) ?? []);
}

/**
 * A button that opens a panel of links or buttons (the disclosure navigation
 * pattern): aria-expanded and aria-controls on the button; Escape closes and
 * returns focus to the button; a click or focus outside closes; arrow keys, Home
 * and End move between the items.
 */
export function DropdownMenu({
  trigger,
  buttonLabel,
  children,
  className = 'relative',
  buttonClassName = '',
  panelClassName = '',
}: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const focusFirstOnOpen = useRef(false);

  // A choice inside the panel hides the focused item: focus goes back to the button
  // instead of falling to <body> (a link's new page then moves it to its heading).
  const close = useCallback(() => {
    if (document.getElementById(panelId)?.contains(document.activeElement)) {
      document.getElementById(buttonId)?.focus();
    }
    setOpen(false);
  }, [panelId, buttonId]);

  useEffect(() => {
    if (!open) return;
    if (focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      panelItems(container.current, panelId)[0]?.focus();
    }
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open, panelId]);

  const moveFocus = (step: number | 'first' | 'last') => {
    const list = panelItems(container.current, panelId);
    if (list.length === 0) return;
    const index = list.indexOf(document.activeElement as HTMLElement);
    const next =
      step === 'first'
        ? 0
        : step === 'last'
          ? list.length - 1
          : (index + step + list.length) % list.length;
    list[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (event.key === 'ArrowDown' && !open && event.target === button.current) {
      event.preventDefault();
      focusFirstOnOpen.current = true;
      setOpen(true);
      return;
    }
    if (!open) return;
    const moves: Record<string, number | 'first' | 'last'> = {
      ArrowDown: 1,
      ArrowUp: -1,
      Home: 'first',
      End: 'last',
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      moveFocus(move);
    }
  };

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    if (open && !container.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    // The container only listens to key and focus events bubbling from its button and items.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={container} className={className} onKeyDown={onKeyDown} onBlur={closeWhenFocusLeaves}>
      <button
        ref={button}
        id={buttonId}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={buttonLabel}
        onClick={() => setOpen((value) => !value)}
        className={buttonClassName}
      >
        {typeof trigger === 'function' ? trigger(open) : trigger}
      </button>
      <div id={panelId} hidden={!open} className={panelClassName}>
        {children(close)}
      </div>
    </div>
  );
}
