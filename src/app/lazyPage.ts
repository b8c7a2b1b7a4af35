import { createElement, lazy, type ComponentType } from 'react';

export type PageModule = { default: ComponentType };

export interface LazyPage {
  (): ReturnType<typeof createElement>;
  /** Loads the page's code ahead of rendering, so the first paint needs no fallback. */
  preload: () => Promise<void>;
}

/**
 * A code-split page that can also be loaded before React renders it. The first
 * page of a visit is preloaded in parallel with the translations, so it paints in
 * one go (no loading state, no layout shift); later pages load on navigation.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | undefined;
  const remember = (module: PageModule) => {
    loaded = module.default;
    return module;
  };
  const Lazy = lazy(() => load().then(remember));
  const Page = (() => createElement(loaded ?? Lazy)) as LazyPage;
  Page.preload = () =>
    load()
      .then(remember)
      .then(() => undefined);
  return Page;
}
