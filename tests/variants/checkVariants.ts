/**
 * `npm run check:variants`: the template keeps its promises as an owner makes
 * it theirs, through owner/ alone, never by patching the template. Builds, in
 * this process (buildOwner) and in both modes: (1) the sample grown to the
 * template's five languages from its owner folder (site.json, and a German
 * override in owner/locales/de/), with a legal notice on request, in the
 * grotesk preset's look, choosing no image service and giving one person's
 * photo: swept page by page in Chromium (hash mode), it asks no host but its
 * own (ownHosts.ts); (2) an English-only owner with no projects, courses,
 * testimonials or trading, in the humanist preset's look; and in hash mode (3) a
 * folder as owner:import wrote it in the first owner format (FIRST_FORMAT), with
 * the owner's Italian overrides, in the template's look: with the sample's own,
 * every typeface is built. Each build makes the JSON Resumes of every language
 * and the CV PDF of one (the PDFs of every language are cv.test's). Holds each
 * to every size budget (measureBuild), reports what the growth cost the largest
 * first paint, opens the grown site's added languages in Chromium
 * (languagesInBrowser.ts), finds the owner's texts not yet translated marked
 * with their language on those pages (fallbackMarks.ts), and checks that what
 * was left out leaves no trace.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { TEMPLATE_LANGUAGES } from '../../src/lib/language.ts';
import { OPTIONAL_SECTIONS } from '../../src/lib/routes.ts';
import { report } from '../../tooling/harness/report.ts';
import type { Look } from '../../tooling/look/look.ts';
import { DEFAULT_LOOK, LOOK_PRESETS } from '../../tooling/look/presets.ts';
import { OWNER_FILES } from '../../tooling/owner/files/index.ts';
import { launchChromium } from '../../tooling/harness/chromium.ts';
import { TEXT_CONTRAST } from '../../tooling/look/tokens.ts';
import { buildOwner, readJson, writeJson } from '../../tooling/harness/ownerBuilds.ts';
import { BUDGETS } from '../../tooling/checks/size/budgets.ts';
import { measureBuild, type SizeCheck } from '../../tooling/checks/size/measureBuild.ts';
import { OWNER_FORMAT } from '../../tooling/owner/files/site.ts';
import {
  FIRST_FORMAT,
  pastFormatPath,
  sampleCopy,
  without,
} from '../../tooling/owner/testing/ownerCopy.ts';
import { servicesNamed } from '../../tooling/checks/content/policyHosts.ts';
import type { SiteModel } from '../../src/lib/siteModel.ts';
import type { Browser } from '@playwright/test';
import { onlyLanguage } from './ownerEdits.ts';
import { lookProblems } from './lookReached.ts';
import { ownHosts } from './ownHosts.ts';
import { languageProblems } from './languagesInBrowser.ts';
import { fallbackMarkProblems } from './fallbackMarks.ts';
import { withoutSoftHyphens } from '../../src/lib/softHyphen.ts';
import type { BuildContext } from '../../tooling/build/buildContext.ts';

const work = mkdtempSync(join(tmpdir(), 'variants-'));
const checks = report('variants');
type Mode = 'hash' | 'path';
const MODES: readonly Mode[] = ['hash', 'path'];
/** What an owner without the optional sections leaves out: those pages, and their files. */
const LEFT_OUT = OPTIONAL_SECTIONS.join('|');
const OPTIONAL_FILES = OWNER_FILES.filter((file) => !file.required).map(({ file }) => file);

/**
 * Builds an owner folder in one mode, with the CV PDF of one language (the JSON Resumes of
 * all), and holds it to every budget; returns what it measured.
 */
async function buildIn(
  mode: Mode,
  name: string,
  folder: string,
  what: string,
  cvPdf: string,
): Promise<{ dist: string; size: SizeCheck; context: BuildContext }> {
  const dist = join(work, `${name}-${mode}`);
  const context = await buildOwner(folder, dist, mode, [cvPdf]);
  const size = measureBuild(dist);
  checks.check(
    `${what} keeps every budget (${mode} mode)`,
    size.failures.length === 0,
    size.failures.join('; '),
  );
  return { dist, size, context };
}

/** Builds an owner folder in both modes, size-checked; returns each mode's output folder. */
const buildBoth = async (name: string, folder: string, what: string, cvPdf: string) => ({
  hash: await buildIn('hash', name, folder, what, cvPdf),
  path: await buildIn('path', name, folder, what, cvPdf),
});

/** The look chosen in site.json (or, without one, the template's) is the one the build has. */
function lookCheck(name: string, dist: string, look: Look, languages: readonly string[]): void {
  const problems = lookProblems(dist, look, languages);
  checks.check(
    `${name} look reaches the build: its accent's colours, its typeface's fonts and no other`,
    problems.length === 0,
    problems.join('; '),
  );
}

/** The image services a page names that the site never loads from, by its model. */
const unloadedServicesNamed = (page: string, model: SiteModel): string[] =>
  servicesNamed(page)
    .filter(({ origin }) => !model.imageHosts.includes(origin))
    .map(({ named }) => named);

/** The template's languages the sample does not have: what the grown owner adds. */
const ADDED = TEMPLATE_LANGUAGES.map(({ code }) => code).filter(
  (code) => !['en', 'it'].includes(code),
);

const NOTICE_PHONE = '+39 011 000 0000'; // what the grown owner's legal notice shows

/** The person whose photo the grown owner gives, and its file below the owner's folder. */
const PHOTO_PERSON = { id: 'giulia-ferraris', photo: 'images/people/giulia.jpg' };

/**
 * The sample in every language of the template, with a legal notice, from its owner folder
 * only; choosing no image service (the sample chooses both), with one person's photo.
 */
function grownOwner(): string {
  const folder = sampleCopy(join(work, 'grown-owner'), {
    site: (site) => ({
      ...without(site, 'imageServices'),
      languages: [...(site.languages as unknown[]), ...ADDED],
      look: LOOK_PRESETS.grotesk,
    }),
  });
  mkdirSync(join(folder, 'locales/de'), { recursive: true });
  writeJson(join(folder, 'locales/de/common.json'), { nav: { experience: 'Berufserfahrung' } });
  const legal = readJson(join(folder, 'legal.json')) as Record<string, unknown>;
  writeJson(join(folder, 'legal.json'), { ...legal, legalNotice: { phone: NOTICE_PHONE } });
  writeJson(join(folder, 'trading.json'), aYearOn(readJson(join(folder, 'trading.json'))));
  mkdirSync(join(folder, 'images/people'), { recursive: true });
  copyFileSync(join(folder, 'images/portrait.jpg'), join(folder, PHOTO_PERSON.photo));
  const testimonials = readJson(join(folder, 'testimonials.json')) as { entries: { id: string }[] };
  writeJson(join(folder, 'testimonials.json'), {
    ...testimonials,
    entries: testimonials.entries.map((entry) =>
      entry.id === PHOTO_PERSON.id ? { ...entry, photo: PHOTO_PERSON.photo } : entry,
    ),
  });
  return folder;
}

type Trading = {
  monthlyReturns: Record<string, (number | null)[]>;
  annualReturns: { year: number; value: number; partial?: boolean }[];
};

/** The sample's trading a year on: 2025 closed, 2026 the year still running (no key of its own). */
function aYearOn(trading: unknown): Trading {
  const { monthlyReturns, annualReturns, ...rest } = trading as Trading;
  const months2026 = [1.2, -0.4, ...Array<null>(10).fill(null)];
  return {
    ...rest,
    monthlyReturns: { ...monthlyReturns, '2026': months2026 },
    annualReturns: [
      ...annualReturns.map((entry) => ({ ...entry, partial: false })),
      { year: 2026, value: 0.8, partial: true },
    ],
  };
}

/**
 * What the grown owner, who chose no image service, shows: no request to another host on any
 * page (in hash mode: both modes' pages draw the same pictures), and policies that name no image
 * service; the person's photo made at the avatar's widths; the initials drawn in place of the
 * service's avatars at AA in both themes.
 */
async function ownHostsChecks(
  browser: Browser,
  grown: Record<Mode, string>,
  model: SiteModel,
): Promise<void> {
  const { asked, initials } = await ownHosts(browser, grown.hash);
  checks.check(
    'an owner who chose no image service: every page asks no host but its own (hash mode)',
    asked.length === 0,
    asked.slice(0, 12).join('\n    '),
  );
  for (const { theme, ratio } of initials) {
    checks.check(
      `the initials drawn for the testimonials keep ${TEXT_CONTRAST}:1 (${theme} theme)`,
      ratio !== null && ratio >= TEXT_CONTRAST,
      ratio === null ? 'no initials avatar on the page' : `${ratio.toFixed(2)}:1`,
    );
  }
  const [policy, cookies, people] = ['de/privacy', 'cookie-policy', 'testimonials'].map((page) =>
    readFileSync(join(grown.path, page, 'index.html'), 'utf8'),
  );
  const named = [policy, cookies].flatMap((page) => unloadedServicesNamed(page ?? '', model));
  checks.check(
    'an owner who chose no image service: neither policy names one (path mode)',
    named.length === 0,
    named.join(', '),
  );
  checks.check(
    'a person’s photo is made at the avatar’s widths (path mode)',
    /srcSet="[^"]*giulia-56-[\w-]+\.webp 56w, [^"]*giulia-112-[\w-]+\.webp 112w"/i.test(
      people ?? '',
    ),
  );
}

/** The sample as an English-only owner with none of the optional sections would write it. */
function reducedOwner(): string {
  const folder = sampleCopy(join(work, 'reduced-owner'));
  for (const file of OPTIONAL_FILES) rmSync(join(folder, `${file}.json`));
  rmSync(join(folder, 'locales/it'), { recursive: true, force: true });
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    writeJson(join(folder, file), onlyLanguage(readJson(join(folder, file)), 'en'));
  }
  writeJson(join(folder, 'site.json'), {
    format: OWNER_FORMAT,
    languages: ['en'],
    look: LOOK_PRESETS.humanist,
  });
  return folder;
}

try {
  // npm test's builds of the sample owner (the size stage holds them to the budgets).
  const baseline = {
    hash: measureBuild(resolve('dist')),
    path: measureBuild(resolve('dist-path')),
  };

  const grownFolder = grownOwner();
  // One PDF prints the grotesk faces and an added language's CV strings (German: ß, Ü, ä, ö); the
  // faces' stand-in for French's narrow no-break space is
  // glyphs.test's, the sample's own two PDFs are cv.test's, in the template's faces.
  const grownBuilds = await buildBoth('grown', grownFolder, 'the template’s five languages', 'de');
  const grown = { hash: grownBuilds.hash.dist, path: grownBuilds.path.dist };
  lookCheck('grotesk', grown.path, LOOK_PRESETS.grotesk, ['en', 'it', ...ADDED]);
  for (const mode of MODES) {
    const before = baseline[mode].largestFirstPaint;
    const after = grownBuilds[mode].size.largestFirstPaint;
    checks.check(
      `what each added language cost the largest first paint (${mode} mode)`,
      (after - before) / ADDED.length < BUDGETS.languageGrowthGzip,
      `${before} → ${after} bytes for ${ADDED.length} languages (+${Math.round((after - before) / ADDED.length)} each)`,
    );
  }
  for (const language of ADDED) {
    const page = readFileSync(join(grown.path, `${language}/experience/index.html`), 'utf8');
    checks.check(
      `the ${language} pages are in ${language}, the picker names it in its own words (path mode)`,
      page.includes(`<html lang="${language}">`) &&
        !/<title>Experience · /.test(page) &&
        TEMPLATE_LANGUAGES.every(({ name }) => page.includes(`>${name}<`)) &&
        page.includes(`hreflang="${language}"`),
    );
  }
  for (const mode of MODES) {
    const problems = fallbackMarkProblems(grown[mode], ADDED, ['en', 'it']);
    checks.check(
      `a text not yet translated is marked with its language (${ADDED.join(', ')}), none in the owner's own (${mode} mode)`,
      problems.length === 0,
      problems.join('; '),
    );
  }
  const german = readFileSync(join(grown.path, 'de/experience/index.html'), 'utf8');
  checks.check(
    'an override from owner/locales/ reaches its page',
    // As a visitor reads it: its long words carry the build's soft hyphens.
    withoutSoftHyphens(german).includes('Berufserfahrung'),
  );

  const [notice, home] = ['de/legal-notice', '.'].map((page) =>
    readFileSync(join(grown.path, page, 'index.html'), 'utf8'),
  );
  checks.check(
    'a legal notice on request has its pages, linked from the footer (path mode)',
    !!notice?.includes(NOTICE_PHONE) && !!home?.includes('href="/legal-notice/"'),
  );

  // One Chromium for both sweeps of the grown owner.
  const browser = await launchChromium(process.env);
  try {
    const inBrowser = await languageProblems(
      grown,
      grownBuilds.path.context.model,
      ADDED,
      (language) =>
        (readJson(`src/locales/${language}/common.json`) as Record<string, string>)
          .notfound_title ?? '',
      browser,
    );
    checks.check(
      `at 320 px no word breaks without a hyphen, the German privacy heading among them (${ADDED.join(', ')}, hash mode)`,
      inBrowser.brokenWords.length === 0,
      inBrowser.brokenWords.join('; '),
    );
    checks.check(
      'an unknown address under a language’s prefix is answered in that language, with script and without (path mode)',
      inBrowser.notFound.length === 0,
      inBrowser.notFound.join('; '),
    );

    await ownHostsChecks(browser, grown, grownBuilds.path.context.model);
  } finally {
    await browser.close();
  }

  const reduced = await buildBoth(
    'reduced',
    reducedOwner(),
    'an English-only owner without sections',
    'en',
  );
  lookCheck('humanist', reduced.hash.dist, LOOK_PRESETS.humanist, ['en']);
  for (const mode of MODES) {
    const { dist } = reduced[mode];
    const files = readdirSync(dist, { recursive: true }).map(String);
    const traces = files.filter((file) =>
      new RegExp(`(^|/)(${LEFT_OUT})(/|-).*html$|(^|/)it(/|$)|resume\\.it\\.json`).test(file),
    );
    checks.check(
      `no page, fragment or CV of a left-out section or language (${mode} mode)`,
      traces.length === 0,
      traces.join(', '),
    );
    const home = readFileSync(join(dist, 'index.html'), 'utf8');
    const hrefs = [...home.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? '');
    const links = hrefs.filter((href) => new RegExp(`${LEFT_OUT}|lng=it|(^|/)it/`).test(href));
    checks.check(
      `the menus link only to what is present (${mode} mode)`,
      links.length === 0,
      links.join(', '),
    );
    const privacy = files.find((file) => /privacy.*\.html$/.test(file)) ?? '';
    const policy = readFileSync(join(dist, privacy), 'utf8');
    // One language (no picker, so no flags) and no testimonials: no image service at all.
    const named = [policy, home].flatMap((page) =>
      unloadedServicesNamed(page, reduced[mode].context.model),
    );
    checks.check(
      `neither the privacy policy nor the home page names an image service (${mode} mode)`,
      named.length === 0,
      named.join(', '),
    );
    if (mode === 'path') {
      const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
      checks.check(
        'the sitemap lists only the pages and the language present',
        !new RegExp(`${LEFT_OUT}|hreflang="it"`).test(sitemap),
      );
    }
    const resume = readJson(join(dist, 'resume.en.json')) as Record<string, unknown[]>;
    checks.check(
      `the CV leaves the sections out (${mode} mode)`,
      !resume.projects?.length && !resume.publications?.length && !resume.references?.length,
    );
  }

  // In hash mode, the mode a fork that changed nothing else builds.
  const { dist: previous } = await buildIn(
    'hash',
    `format-${FIRST_FORMAT}`,
    pastFormatPath(FIRST_FORMAT),
    `a folder owner:import wrote in owner format ${FIRST_FORMAT} (today’s: ${OWNER_FORMAT})`,
    'it',
  );
  lookCheck('the template’s', previous, DEFAULT_LOOK, ['en', 'it']);
  checks.check(
    `owner format ${FIRST_FORMAT} builds its pages in its languages`,
    ['index.html', 'fragments/it', 'resume.it.json'].every((file) =>
      existsSync(join(previous, file)),
    ),
  );
} catch (error) {
  checks.check('variants built', false, (error as Error).message);
} finally {
  rmSync(work, { recursive: true, force: true });
}

process.exit(checks.end());
