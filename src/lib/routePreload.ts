/**
 * Build-time help for the first paint: a tiny inline script, written into
 * index.html, that asks the browser to fetch the current route's page chunk
 * while the main bundle is still downloading, instead of after it has run.
 *
 * Pages live in src/pages/<folder>/<Name>Page.tsx and the folder names the
 * route: 'home' is '/', 'not-found' serves unknown paths, any other folder is
 * '/<folder>' (see src/app/routes.ts).
 */
export const NOT_FOUND_KEY = '*';

/** The route path a page module serves, or null for a module that is not a page. */
export function routePathForPageModule(moduleId: string): string | null {
  const match = /\/src\/pages\/([^/]+)\/[A-Za-z]+Page\.tsx$/.exec(moduleId.replaceAll('\\', '/'));
  if (!match?.[1]) return null;
  const folder = match[1];
  if (folder === 'home') return '/';
  if (folder === 'not-found') return NOT_FOUND_KEY;
  return `/${folder}`;
}

/** Translation chunks to fetch early for a route, per language. */
export type StringsByRoute = Record<string, Record<string, string[]>>;

/**
 * The inline script: route path (from the hash, lower-cased, without query or
 * trailing slash, as the router matches it) → modulepreload links for its page
 * files and for its strings in the likely language (the ?lng= query, then the
 * stored choice, then the browser's language; i18next makes the final decision,
 * a wrong guess only costs one small request).
 */
export function routePreloadScript(
  filesByRoute: Record<string, string[]>,
  stringsByRoute: StringsByRoute,
  base: string,
  /** Other origins a route loads from at once (its images), to connect to early. */
  originsByRoute: Record<string, string[]> = {},
): string {
  const notFound = JSON.stringify(NOT_FOUND_KEY);
  return `(function(){try{var m=${JSON.stringify(filesByRoute)},s=${JSON.stringify(
    stringsByRoute,
  )},b=${JSON.stringify(base)},p=(location.hash.slice(1).split('?')[0]||'/').toLowerCase().replace(/[/]+$/,'')||'/',k=m[p]?p:${notFound},q=/[?&]lng=([^&#]*)/.exec(location.search+location.hash),g='';try{g=localStorage.getItem('i18nextLng')||''}catch(e){}g=((q&&q[1])||g||navigator.language||'').slice(0,2).toLowerCase()==='it'?'it':'en';var f=(m[k]||[]).concat((s[k]||{})[g]||[]);for(var i=0;i<f.length;i++){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=b+f[i];document.head.appendChild(l)}var o=${JSON.stringify(
    originsByRoute,
  )}[k]||[];for(var j=0;j<o.length;j++){var c=document.createElement('link');c.rel='preconnect';c.href=o[j];document.head.appendChild(c)}}catch(e){}})();`;
}
