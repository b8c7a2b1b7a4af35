/**
 * Build-time help for the first paint: the inline scripts written into
 * index.html. The head script works out the route and the likely language; the
 * body script shows that page's prerendered HTML and, once it has painted,
 * fetches the app with the route's page chunk and strings.
 *
 * Pages live in src/pages/<folder>/<Name>Page.tsx and the folder names the
 * route: 'home' is '/', 'not-found' serves unknown paths, any other folder is
 * '/<folder>' (see src/app/routes.ts).
 */
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
} from './language.ts'; // with its extension: vite.config.ts loads this module too
import { ROUTES } from './routes.ts';

/** The route key of the not-found page. */
export const NOT_FOUND_KEY = '*';

/** The route path a page module serves, or null for a module that is not a page. */
export function routePathForPageModule(moduleId: string): string | null {
  const match = /\/src\/pages\/([^/]+)\/[A-Za-z]+Page\.tsx$/.exec(moduleId.replaceAll('\\', '/'));
  if (!match?.[1]) return null;
  const folder = match[1];
  if (folder === 'notfound') return NOT_FOUND_KEY;
  return ROUTES.find((route) => route.key === folder)?.path ?? null;
}

/** Translation chunks to fetch early for a route, per language. */
export type StringsByRoute = Record<string, Record<string, string[]>>;

/**
 * Where the head script leaves its decision for the body script: [route key,
 * language, URLs of the route's page files and strings].
 */
const FIRST_PAGE_GLOBAL = '__firstPage';

/**
 * The language i18next will pick, guessed before it loads, in the same order:
 * ?lng=, the i18next cookie, the stored choice (local, then session), the
 * browser's languages; the first supported one wins, else English. A wrong
 * guess costs a request and a client render, never a wrong page.
 */
const GUESS_LANGUAGE = `function(){var c=[],k=${JSON.stringify(LANGUAGE_STORAGE_KEY)},q=/[?&]lng=([^&#]*)/.exec(location.search+location.hash),i,v;if(q)c.push(q[1]);try{q=/(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)/.exec(document.cookie);if(q)c.push(q[1])}catch(e){}try{c.push(localStorage.getItem(k))}catch(e){}try{c.push(sessionStorage.getItem(k))}catch(e){}c=c.concat(navigator.languages||[navigator.language]);for(i=0;i<c.length;i++){v=String(c[i]||'').trim().toLowerCase().split(/[-_]/)[0];if(${JSON.stringify(SUPPORTED_LANGUAGES)}.indexOf(v)>-1)return v}return ${JSON.stringify(FALLBACK_LANGUAGE)}}`;

/**
 * The inline head script: route path (from the hash, lower-cased, without query
 * or trailing slash, as the router matches it) → its page files and its strings
 * in the likely language, recorded with the route and language for
 * prerenderedPageScript, which fetches them once the page has painted. Origins
 * the route loads images from are connected to at once.
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
  )},b=${JSON.stringify(base)},p=(location.hash.slice(1).split('?')[0]||'/').toLowerCase().replace(/[/]+$/,'')||'/',k=m[p]?p:${notFound},g=(${GUESS_LANGUAGE})();var f=(m[k]||[]).concat((s[k]||{})[g]||[]);for(var i=0;i<f.length;i++)f[i]=b+f[i];window.${FIRST_PAGE_GLOBAL}=[k,g,f];var o=${JSON.stringify(
    originsByRoute,
  )}[k]||[];for(var j=0;j<o.length;j++){var c=document.createElement('link');c.rel='preconnect';c.href=o[j];document.head.appendChild(c)}}catch(e){}})();`;
}

/** Attributes of a prerendered page's data block and, once shown, of the root element. */
export const PRERENDERED_PAGE_ATTRIBUTE = 'data-page';
export const PRERENDERED_LANGUAGE_ATTRIBUTE = 'data-lang';
const PRERENDERED_TYPE = 'text/x-prerendered-page';
/**
 * The data-page value of the block that ends every page in a language: what
 * follows the main content (footer, cookie banner) is the same on every page,
 * so the document carries it once per language.
 */
export const PAGE_END_KEY = 'end';

/** The app starts by then whatever has painted: a background tab, a hanging image. */
export const APP_START_DEADLINE_MS = 2500;

/**
 * Calls back once what the visitor first sees is on screen: the first
 * contentful paint (the next frame, where the browser does not report paints),
 * and the page's main image (the one it fetches with high priority: the
 * profile photo, the first course) decoded or failed, plus a frame to paint
 * it. Fetched before then, the app's scripts would only compete with the page
 * for a slow connection and a slow processor.
 */
const WHEN_FIRST_PAGE_PAINTED = `function(root,done){var waiting=1,images=root?root.querySelectorAll('img[fetchpriority="high"]'):[],fcp=0;function one(){if(--waiting===0)setTimeout(done,0)}function nextFrame(f){requestAnimationFrame(function(){setTimeout(f,0)})}if(window.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')>-1)new PerformanceObserver(function(list){if(!fcp&&list.getEntriesByName('first-contentful-paint').length){fcp=1;one()}}).observe({type:'paint',buffered:true});else nextFrame(one);for(var i=0;i<images.length;i++){if(!images[i].decode)continue;waiting++;images[i].decode().then(function(){nextFrame(one)},one)}}`;

/** Attributes of the body script: the entry module, and the modules it imports at once. */
export const ENTRY_ATTRIBUTE = 'data-entry';
export const ENTRY_IMPORTS_ATTRIBUTE = 'data-preload';

/**
 * The inline body script, right after the prerendered pages: puts the one for
 * the current route and language into the root element, so the page paints
 * before any script downloads, then drops the others. The pages are inert text
 * (the browser does not build a document tree for each of them), and the root
 * element keeps the route and language, so the client knows what it may hydrate.
 *
 * Then, once that first paint and the page's main image have painted, it
 * fetches the app: the entry module (from its own data-entry attribute), the
 * modules the entry imports, and the route's page files and strings. Fetched
 * earlier, they would compete with the document and that image for a slow
 * connection's bandwidth and hold back the first paint.
 */
export const prerenderedPageScript = `(function(){var me=document.currentScript,f=window.${FIRST_PAGE_GLOBAL};try{var r=document.getElementById('root'),t=f&&r&&!r.firstChild&&document.querySelector('script[${PRERENDERED_PAGE_ATTRIBUTE}="'+f[0]+'"][${PRERENDERED_LANGUAGE_ATTRIBUTE}="'+f[1]+'"]');if(t){var e=document.querySelector('script[${PRERENDERED_PAGE_ATTRIBUTE}="${PAGE_END_KEY}"][${PRERENDERED_LANGUAGE_ATTRIBUTE}="'+f[1]+'"]');r.innerHTML=t.textContent+(e?e.textContent:'');document.documentElement.lang=f[1];r.setAttribute('${PRERENDERED_PAGE_ATTRIBUTE}',f[0]);r.setAttribute('${PRERENDERED_LANGUAGE_ATTRIBUTE}',f[1])}var a=document.querySelectorAll('script[type="${PRERENDERED_TYPE}"]');for(var i=0;i<a.length;i++)a[i].remove()}catch(e){}var entry=me&&me.getAttribute('${ENTRY_ATTRIBUTE}'),done=0;function load(){if(done||!entry)return;done=1;var p=(me.getAttribute('${ENTRY_IMPORTS_ATTRIBUTE}')||'').split(' ').concat(f&&f[2]||[]);for(var j=0;j<p.length;j++){if(!p[j])continue;var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=p[j];document.head.appendChild(l)}var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=entry;document.head.appendChild(s)}(${WHEN_FIRST_PAGE_PAINTED})(r,load);setTimeout(load,${APP_START_DEADLINE_MS})})();`;

/**
 * The data block holding one route's prerendered HTML in one language. Markup
 * that could end or nest a script element cannot be held this way.
 */
export function prerenderedPageBlock(routeKey: string, language: string, html: string): string {
  if (/<\/?script/i.test(html)) {
    throw new Error(`The prerendered page ${language} ${routeKey} contains a script tag`);
  }
  return `<script type="${PRERENDERED_TYPE}" ${PRERENDERED_PAGE_ATTRIBUTE}="${routeKey}" ${PRERENDERED_LANGUAGE_ATTRIBUTE}="${language}">${html}</script>`;
}
