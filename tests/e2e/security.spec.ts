import type { Page } from '@playwright/test';
import { sampleSite } from './support/owner';
import { expect, expectPageProblems, test, visit } from './support/fixtures';

const LANGUAGES = sampleSite.languageCodes;
const UNKNOWN_PATH = '/this-page-does-not-exist';
const PATHS = [...sampleSite.routes.map((route) => route.path), UNKNOWN_PATH];
/** Safety net for pages whose panels open more panels. */
const MAX_INTERACTIONS = 80;

declare global {
  interface Window {
    recordedCspViolations?: string[];
  }
}

/** The directives of a Content-Security-Policy, each with its sources. */
function parsePolicy(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => Boolean(name))
      .map(([name = '', ...sources]) => [name.toLowerCase(), sources]),
  );
}

function metaContent(html: string, attribute: 'http-equiv' | 'name', value: string): string | null {
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
    const key = new RegExp(`\\b${attribute}=["']${value}["']`, 'i');
    if (key.test(tag)) return /\bcontent="([^"]*)"/i.exec(tag)?.[1] ?? null;
  }
  return null;
}

/**
 * Everything in the current DOM that breaks the link and handler rules: external
 * links (not this origin nor the published site's, canonical) without
 * target=_blank and rel noopener; any javascript: URL; any on* attribute.
 */
async function domProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
    const ownOrigins = new Set([location.origin]);
    if (canonical) ownOrigins.add(new URL(canonical).origin);
    const describe = (element: Element) =>
      `<${element.localName}${element.id ? `#${element.id}` : ''}> "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    // Browsers ignore leading control characters and whitespace in URLs.
    const isJavascriptUrl = (value: string) =>
      /^javascript:/i.test([...value].filter((character) => character > ' ').join(''));

    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        if (/^on/i.test(attribute.name)) {
          problems.push(`inline handler ${attribute.name} on ${describe(element)}`);
        }
        if (
          ['href', 'src', 'action', 'formaction', 'xlink:href', 'data'].includes(attribute.name) &&
          isJavascriptUrl(attribute.value)
        ) {
          problems.push(`javascript: URL in ${attribute.name} of ${describe(element)}`);
        }
      }
    }

    for (const link of document.querySelectorAll<HTMLAnchorElement | HTMLAreaElement>(
      'a[href], area[href]',
    )) {
      let url: URL;
      try {
        url = new URL(link.href);
      } catch {
        problems.push(`unparsable href "${link.getAttribute('href')}" on ${describe(link)}`);
        continue;
      }
      if (!/^https?:$/.test(url.protocol) || ownOrigins.has(url.origin)) continue;
      const rel = (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
      if (link.getAttribute('target') !== '_blank' || !rel.includes('noopener')) {
        problems.push(
          `external link ${link.href} on ${describe(link)} has target="${link.getAttribute('target') ?? ''}" rel="${link.getAttribute('rel') ?? ''}"`,
        );
      }
    }
    return problems;
  });
}

/** Opens every collapsed panel in the page, one at a time, checking the DOM after each. */
async function openPanels(page: Page, scope: string, record: (problems: string[]) => void) {
  const toggles = page.locator(`${scope} button[aria-expanded]`);
  let interactions = 0;
  for (let index = 0; index < (await toggles.count()); index += 1) {
    const toggle = toggles.nth(index);
    if ((await toggle.getAttribute('aria-expanded')) !== 'false' || !(await toggle.isVisible())) {
      continue;
    }
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    record(await domProblems(page));
    if (scope !== 'main') await page.keyboard.press('Escape');
    interactions += 1;
    expect(interactions, 'panels opened on one page').toBeLessThan(MAX_INTERACTIONS);
  }
}

/** Every state of a page a visitor can reach without leaving it: panels, header menus, pager pages. */
async function walkPage(page: Page): Promise<string[]> {
  const problems = new Set<string>();
  const record = (found: string[]) => found.forEach((problem) => problems.add(problem));
  record(await domProblems(page));
  await openPanels(page, 'header', record);
  await openPanels(page, 'main', record);

  const pagers = page.locator('main nav').filter({ has: page.getByTestId('pagination-indicator') });
  for (let pagerIndex = 0; pagerIndex < (await pagers.count()); pagerIndex += 1) {
    const next = pagers.nth(pagerIndex).getByRole('button').last();
    let pages = 0;
    while (await next.isEnabled()) {
      const indicator = await pagers
        .nth(pagerIndex)
        .getByTestId('pagination-indicator')
        .innerText();
      await next.click();
      await expect(pagers.nth(pagerIndex).getByTestId('pagination-indicator')).not.toHaveText(
        indicator,
      );
      await openPanels(page, 'main', record);
      record(await domProblems(page));
      pages += 1;
      expect(pages, 'pager pages').toBeLessThan(MAX_INTERACTIONS);
    }
  }
  return [...problems];
}

test.describe('security policy in the built index.html @routing', () => {
  test('has a Content-Security-Policy and a referrer policy', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const policy = metaContent(html, 'http-equiv', 'Content-Security-Policy');
    expect(policy, 'CSP meta tag').not.toBeNull();
    const directives = parsePolicy(policy ?? '');
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('form-action')).toEqual(["'none'"]);
    const scriptSources = directives.get('script-src') ?? [];
    expect(scriptSources).toContain("'self'");
    for (const source of scriptSources) {
      expect(source, 'script sources: the site itself and hashed inline scripts').toMatch(
        /^'self'$|^'sha(256|384|512)-[A-Za-z0-9+/=]+'$/,
      );
    }
    expect(metaContent(html, 'name', 'referrer')).toMatch(
      /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
    );
  });

  test('has no inline event handler or javascript: URL in its markup', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
  });
});

test('the DOM check reports unsafe links, javascript: URLs and inline handlers', async ({
  page,
}) => {
  // The policy itself refuses the planted handler (script-src-attr), which is expected here.
  expectPageProblems(page, /inline event handler|script-src-attr/);
  await visit(page, '/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    const main = document.querySelector('main');
    const unsafe = document.createElement('a');
    unsafe.href = 'https://example.org/elsewhere';
    unsafe.textContent = 'unsafe';
    const noOpener = document.createElement('a');
    noOpener.href = 'http://example.org/';
    noOpener.target = '_blank';
    noOpener.textContent = 'no opener';
    const safe = document.createElement('a');
    safe.href = 'https://example.org/';
    safe.target = '_blank';
    safe.rel = 'noopener noreferrer';
    const mail = document.createElement('a');
    mail.href = 'mailto:someone@example.org';
    const script = document.createElement('a');
    script.setAttribute('href', ' JavaScript:void 0');
    const handler = document.createElement('div');
    handler.setAttribute('onclick', 'void 0');
    main?.append(unsafe, noOpener, safe, mail, script, handler);
  });
  const problems = await domProblems(page);
  expect(problems).toHaveLength(4);
  expect(problems.join('\n')).toMatch(/external link https:\/\/example\.org\/elsewhere/);
  expect(problems.join('\n')).toMatch(/external link http:\/\/example\.org\/ .* rel=""/);
  expect(problems.join('\n')).toMatch(/javascript: URL in href/);
  expect(problems.join('\n')).toMatch(/inline handler onclick on <div>/);
});

for (const language of LANGUAGES) {
  test(`every route (${language}): no CSP violation, unsafe external link, javascript: URL or inline handler`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.addInitScript(() => {
      window.recordedCspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.recordedCspViolations?.push(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`,
        );
      });
    });
    const problems: string[] = [];
    for (const path of PATHS) {
      await visit(page, path, { language });
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await page.waitForLoadState('networkidle');
      const violations = (await page.evaluate(() => window.recordedCspViolations)) ?? [];
      for (const problem of [...(await walkPage(page)), ...violations]) {
        problems.push(`${path}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });
}
