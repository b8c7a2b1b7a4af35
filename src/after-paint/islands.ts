/**
 * The islands' code comes when it is needed: each island in the page
 * (ISLAND_ATTRIBUTE) is watched, and once it comes within LOAD_MARGIN of the
 * screen it is marked near (NEAR_ATTRIBUTE) and its island's module is
 * fetched, once a visit; the module then draws every island of its kind
 * marked near (src/islands/). Until then the island's place holds its text
 * alternative, and without script it stays so.
 */
import { ISLAND_ATTRIBUTE, NEAR_ATTRIBUTE } from '../behaviours/contract';

/** How far below the screen an island's code is fetched, so that it is drawn before it is reached. */
export const LOAD_MARGIN = '600px 0px';

const requested = new Set<string>();

function load(name: string, modules: Readonly<Record<string, string>>): void {
  const url = modules[name];
  if (!url || requested.has(name)) return;
  requested.add(name);
  const script = document.createElement('script');
  script.type = 'module';
  script.src = url;
  document.head.appendChild(script);
}

let observer: IntersectionObserver | null = null;

/** Watches each island in `root`; `modules` are the islands' module URLs by name. */
export function watchIslands(root: ParentNode, modules: Readonly<Record<string, string>>): void {
  const near = (island: Element) => {
    observer?.unobserve(island);
    island.setAttribute(NEAR_ATTRIBUTE, '');
    load(island.getAttribute(ISLAND_ATTRIBUTE) ?? '', modules);
  };
  const islands = [...root.querySelectorAll(`[${ISLAND_ATTRIBUTE}]:not([${NEAR_ATTRIBUTE}])`)];
  if (typeof IntersectionObserver === 'undefined') {
    islands.forEach(near);
    return;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) near(entry.target);
    },
    { rootMargin: LOAD_MARGIN },
  );
  for (const island of islands) observer.observe(island);
}
