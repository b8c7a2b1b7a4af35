/**
 * When a page has begun its own work after the first paint, as it says so on
 * <html>: the after-paint module has run (`data-after-paint`: the fonts' swap,
 * the islands); a build from before the islands, measured beside with
 * --baseline, says its app is live (`data-app="live"`). An expression for the
 * page to evaluate.
 */
export const SETTLED_IN_PAGE =
  "document.documentElement.hasAttribute('data-after-paint') || document.documentElement.dataset.app === 'live'";
