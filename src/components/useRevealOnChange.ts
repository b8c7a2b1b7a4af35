import { useEffect, useRef, type RefObject } from 'react';

/**
 * After the key changes (a new page of a list), brings the element's top back
 * into view when the visitor had scrolled past it, so the new page is read from
 * its first item. When the top is still visible nothing moves.
 */
export function useRevealOnChange(element: RefObject<HTMLElement | null>, key: unknown): void {
  const previousKey = useRef(key);
  useEffect(() => {
    if (Object.is(previousKey.current, key)) return;
    previousKey.current = key;
    const target = element.current;
    if (target && target.getBoundingClientRect().top < 0) target.scrollIntoView({ block: 'start' });
  }, [element, key]);
}
