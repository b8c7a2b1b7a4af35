import { useCallback, type RefCallback } from 'react';

/**
 * A ref callback that keeps a custom property on <html> equal to the element's
 * height (border box, in px) while the element is mounted, and removes it when
 * the element goes. Stylesheets can then reserve room for an element pinned over
 * the page, for instance as scroll padding, which no CSS can measure itself.
 * Set through CSSOM: the Content-Security-Policy forbids style attributes in markup.
 */
export function useHeightOnRoot(propertyName: string): RefCallback<HTMLElement> {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element || typeof ResizeObserver === 'undefined') return;
      const root = element.ownerDocument.documentElement;
      const publish = () =>
        root.style.setProperty(propertyName, `${element.getBoundingClientRect().height}px`);
      publish();
      const observer = new ResizeObserver(publish);
      observer.observe(element);
      return () => {
        observer.disconnect();
        root.style.removeProperty(propertyName);
      };
    },
    [propertyName],
  );
}
