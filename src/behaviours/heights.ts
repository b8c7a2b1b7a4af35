/**
 * An element's height published on <html> as a custom property
 * (PUBLISH_HEIGHT_ATTRIBUTE: the cookie banner's, which src/styles.css turns
 * into scroll padding), kept up to date as it changes. Set through CSSOM: the
 * Content-Security-Policy forbids style attributes in markup.
 */
import { PUBLISH_HEIGHT_ATTRIBUTE } from './contract';

let observer: ResizeObserver | null = null;

function publish(element: Element): void {
  const property = element.getAttribute(PUBLISH_HEIGHT_ATTRIBUTE);
  if (!property) return;
  const { height } = element.getBoundingClientRect();
  element.ownerDocument.documentElement.style.setProperty(property, `${height}px`);
}

/**
 * Publishes the height of each such element in `root` once laid out and
 * whenever it changes: a ResizeObserver reports it after the frame's own
 * layout, where reading it lays nothing out again.
 */
export function publishHeights(root: ParentNode): void {
  const elements = [...root.querySelectorAll(`[${PUBLISH_HEIGHT_ATTRIBUTE}]`)];
  if (typeof ResizeObserver === 'undefined') {
    elements.forEach(publish);
    return;
  }
  observer ??= new ResizeObserver((entries) => entries.forEach((entry) => publish(entry.target)));
  for (const element of elements) observer.observe(element);
}
