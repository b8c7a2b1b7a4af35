import { profile } from './support/owner';
import { builtHtmlFiles, parsed, readBuilt } from './support/builtPages';
import { expect, test } from './support/fixtures';

/**
 * The rules every page's markup keeps, read from the files both builds wrote (the
 * documents and hash mode's page fragments, which are all the HTML a visitor gets:
 * the scripts add no link or handler). That the policy refuses nothing the site does
 * at run time is held by every browser test: the page fixture fails on any CSP
 * violation (support/fixtures.ts), through the sweeps of every route and state.
 */
const ROUTINGS = ['hash', 'path'] as const;

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

/**
 * The links of a page that break the rule for external links (not the site's own
 * origin: without target=_blank and rel noopener), in its markup and in its templates.
 */
function unsafeLinks(doc: Document, siteUrl: string): string[] {
  const own = new URL(siteUrl).origin;
  const roots: ParentNode[] = [doc];
  for (const template of doc.querySelectorAll('template')) roots.push(template.content);
  const problems: string[] = [];
  for (const root of roots) {
    for (const link of root.querySelectorAll('a[href], area[href]')) {
      const href = link.getAttribute('href') ?? '';
      const describe = `"${href}" on "${(link.textContent ?? '').trim().slice(0, 40)}"`;
      let url: URL;
      try {
        url = new URL(href, siteUrl);
      } catch {
        problems.push(`unparsable href ${describe}`);
        continue;
      }
      if (!/^https?:$/.test(url.protocol) || url.origin === own) continue;
      const rel = (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
      if (link.getAttribute('target') !== '_blank' || !rel.includes('noopener')) {
        problems.push(
          `external link ${describe} has target="${link.getAttribute('target') ?? ''}" rel="${link.getAttribute('rel') ?? ''}"`,
        );
      }
    }
  }
  return problems;
}

/** Inline event handlers and javascript: URLs anywhere in the markup, scripts and templates included. */
function unsafeMarkup(html: string): string[] {
  const handlers = html.match(/<[^>]+\son[a-z]+\s*=/gi) ?? [];
  const scriptUrls = html.match(/javascript:/gi) ?? [];
  return [
    ...handlers.map((tag) => `inline handler in ${tag.slice(0, 60)}`),
    ...scriptUrls.map(() => 'a javascript: URL'),
  ];
}

/** Every HTML file of both builds, parsed (once a test: parsing is most of its time). */
const parseBuiltPages = () =>
  ROUTINGS.flatMap((routing) =>
    builtHtmlFiles(routing).map((file) => {
      const html = readBuilt(routing, file);
      return { routing, file, html, doc: parsed(html) };
    }),
  );

test('every built page, in both builds: a strict policy, no inline handler or javascript: URL, external links apart', async () => {
  const builtPages = parseBuiltPages();
  await test.step('every document has a strict Content-Security-Policy and a referrer policy', () => {
    // Documents, not hash mode's fragments, which are taken into index.html.
    const documents = builtPages.filter(({ file }) => !file.startsWith('fragments'));
    expect(documents.filter(({ routing }) => routing === 'path').length).toBeGreaterThan(10);
    for (const { routing, file, doc } of documents) {
      const where = `${routing}: ${file}`;
      const policy = doc
        .querySelector('meta[http-equiv="Content-Security-Policy"]')
        ?.getAttribute('content');
      expect(policy, `${where}: CSP meta tag`).toBeTruthy();
      const directives = parsePolicy(policy ?? '');
      expect(policy, where).not.toMatch(/unsafe-/);
      expect(doc.querySelector('meta[name="referrer"]')?.getAttribute('content'), where).toMatch(
        /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
      );
      // A redirect of an old address (path mode's /en/…) allows nothing at all.
      if (doc.querySelector('meta[http-equiv="refresh"]')) {
        expect(directives.get('default-src'), where).toEqual(["'none'"]);
        expect(doc.scripts, where).toHaveLength(0);
        continue;
      }
      expect(directives.get('default-src'), where).toEqual(["'self'"]);
      expect(directives.get('object-src'), where).toEqual(["'none'"]);
      expect(directives.get('base-uri'), where).toEqual(["'self'"]);
      expect(directives.get('form-action'), where).toEqual(["'none'"]);
      const scriptSources = directives.get('script-src') ?? [];
      expect(scriptSources, where).toContain("'self'");
      for (const source of scriptSources) {
        expect(source, `${where}: the site itself and hashed inline scripts`).toMatch(
          /^'self'$|^'sha(256|384|512)-[A-Za-z0-9+/=]+'$/,
        );
      }
    }
  });

  await test.step('no page has an inline handler, a javascript: URL or an external link without target and noopener', () => {
    const problems = builtPages.flatMap(({ routing, file, html, doc }) =>
      [...unsafeMarkup(html), ...unsafeLinks(doc, profile.siteUrl)].map(
        (problem) => `${routing}: ${file}: ${problem}`,
      ),
    );
    // The sample links out (courses, testimonials, trading): the rule met, not vacuous.
    const externalLinks = builtPages.reduce(
      (count, { doc }) => count + doc.querySelectorAll('a[target="_blank"]').length,
      0,
    );
    expect(externalLinks).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });
});

test('the checks report unsafe links, javascript: URLs and inline handlers', () => {
  const html = `<main>
    <a href="https://example.org/elsewhere">unsafe</a>
    <a href="http://example.org/" target="_blank">no opener</a>
    <a href="https://example.org/" target="_blank" rel="noopener noreferrer">safe</a>
    <a href="/courses/">own</a><a href="${profile.siteUrl}#/x">own, absolute</a>
    <a href="mailto:someone@example.org">mail</a>
    <template><a href="https://example.org/templated">templated</a></template>
    <a href=" JavaScript:void 0">script</a>
    <div onclick="void 0"></div>
  </main>`;
  const links = unsafeLinks(parsed(html), profile.siteUrl);
  expect(links).toHaveLength(3);
  expect(links.join('\n')).toMatch(/external link "https:\/\/example\.org\/elsewhere"/);
  expect(links.join('\n')).toMatch(/external link "http:\/\/example\.org\/" .* rel=""/);
  expect(links.join('\n')).toMatch(/"https:\/\/example\.org\/templated"/);
  const markup = unsafeMarkup(html);
  expect(markup).toHaveLength(2);
  expect(markup.join('\n')).toMatch(/inline handler in <div onclick=/);
  expect(markup.join('\n')).toMatch(/javascript: URL/);
});
