#!/usr/bin/env node
/**
 * `npm run bench`: Lighthouse over every route of a production build.
 *
 * Builds the site with SITE_URL pointing at a local server, serves it on
 * 127.0.0.1, answers the avatar and flag hosts from a local HTTPS stand-in
 * (Chromium maps their names to 127.0.0.1; this machine has no internet), and
 * runs Lighthouse (mobile emulation, default simulated throttling) N times per
 * route. Prints the median of each figure per route, writes
 * bench-results/bench.json, lists the audits that did not pass and ends with
 * the budgets that hold. Exit code 0 unless --strict and a budget fails.
 *
 * Options: --routes /,/trading   --runs N (default 3)   --port P (default 4330)   --strict
 * BENCH_LHR_DIR=dir also writes each run's full Lighthouse report there (for diagnosis).
 * Needs root or CAP_NET_BIND_SERVICE for the stand-in's port 443.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { cpus, freemem, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import sharp from 'sharp';
import {
  TABLE_HEADER,
  budgetSummary,
  failingAudits,
  figuresFromResult,
  markdownTable,
  medianFigures,
  mergeFailingAudits,
  parseArguments,
  routeBudgetFailures,
  routeUrl,
  routesFromTable,
  tableRow,
  textTable,
} from './lib/bench-report.mjs';

const projectRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const STAND_IN_HOSTS = ['api.dicebear.com', 'flagcdn.com'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--host-resolver-rules=${STAND_IN_HOSTS.map((host) => `MAP ${host} 127.0.0.1`).join(',')}`,
  '--ignore-certificate-errors',
];

/** Everything started here, stopped in reverse order on success, error or signal. */
const cleanups = [];
let cleaningUp;
function cleanup() {
  cleaningUp ??= (async () => {
    while (cleanups.length > 0) {
      const step = cleanups.pop();
      try {
        await step();
      } catch (error) {
        console.error(`bench: cleanup step failed: ${error.message}`);
      }
    }
  })();
  return cleaningUp;
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\nbench: ${signal}, stopping`);
    cleanup().finally(() => process.exit(130));
  });
}

function log(message) {
  process.stderr.write(`${message}\n`);
}

function run(command, args, env) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, {
      cwd: projectRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const stop = () => child.kill('SIGTERM');
    cleanups.push(stop);
    child.on('error', reject);
    child.on('exit', (code) => {
      cleanups.splice(cleanups.indexOf(stop), 1);
      if (code === 0) resolvePromise();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
    });
  });
}

async function buildSite(outDir, origin) {
  log(`bench: building with SITE_URL=${origin}/ into ${outDir}`);
  await run(
    process.execPath,
    [
      join(projectRoot, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { SITE_URL: `${origin}/` },
  );
  await run(process.execPath, [join(projectRoot, 'scripts/prerender.mjs'), '--outDir', outDir], {
    SITE_URL: `${origin}/`,
  });
}

/** Starts scripts/serve.mjs on the port and resolves once it answers. */
async function serveSite(outDir, port) {
  const child = spawn(
    process.execPath,
    [join(projectRoot, 'scripts/serve.mjs'), '--port', String(port)],
    {
      cwd: projectRoot,
      env: { ...process.env, DIST_DIR: outDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise((resolvePromise) => child.on('exit', resolvePromise));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null)
      throw new Error(`the site server exited with ${child.exitCode} (port ${port} in use?)`);
    try {
      const response = await fetch(`${origin}/`);
      if (response.ok) return origin;
    } catch {
      // not listening yet
    }
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 100));
  }
  throw new Error(`the site server did not answer on ${origin}`);
}

/** A throwaway self-signed certificate; Chromium accepts it through --ignore-certificate-errors. */
function throwawayCertificate(dir) {
  const keyPath = join(dir, 'key.pem');
  const certPath = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      '/CN=localhost',
      '-days',
      '1',
      '-keyout',
      keyPath,
      '-out',
      certPath,
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(keyPath), cert: readFileSync(certPath) };
}

const AVATAR_COLOURS = ['#0e7490', '#7c3aed', '#b45309', '#be123c', '#15803d', '#1d4ed8'];

/** An initials avatar of about the size the avatar service returns (1–2 KB). */
function avatarSvg(seed) {
  const initials =
    seed
      .split(/[\s+_-]+/)
      .filter(Boolean)
      .map((word) => word[0])
      .join('')
      .slice(0, 2)
      .toUpperCase()
      .replace(/[^\p{L}\p{N}]/gu, '') || '?';
  const hash = [...seed].reduce((sum, character) => (sum * 31 + character.codePointAt(0)) >>> 0, 7);
  const colour = AVATAR_COLOURS[hash % AVATAR_COLOURS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 100" width="100" height="100" role="img">
<metadata xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/">
<rdf:RDF><rdf:Description><dc:title>Initials avatar</dc:title><dc:creator>Local benchmark stand-in</dc:creator>
<dc:source xsi:type="dcterms:URI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">benchmark</dc:source>
<dcterms:license xsi:type="dcterms:URI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">generated</dcterms:license>
<dc:rights>Generated at run time for the benchmark; stands in for the avatar service's answer of the same size.</dc:rights></rdf:Description></rdf:RDF>
</metadata>
<mask id="viewboxMask"><rect width="100" height="100" rx="0" ry="0" x="0" y="0" fill="#fff"/></mask>
<g mask="url(#viewboxMask)">
<rect fill="${colour}" width="100" height="100" x="0" y="0"/>
<text x="50%" y="50%" font-family="Arial, Helvetica, sans-serif" font-size="42" font-weight="400" fill="#ffffff" text-anchor="middle" dy="14.700">${initials}</text>
</g>
</svg>`;
}

/** Small PNG flags (40 px wide, like the flag service's /w40/ images). */
async function flagPngs() {
  const svgFlag = (body) =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 60 30">${body}</svg>`,
    );
  const flags = {
    it: svgFlag(
      '<rect width="20" height="30" fill="#009246"/><rect x="20" width="20" height="30" fill="#fff"/><rect x="40" width="20" height="30" fill="#ce2b37"/>',
    ),
    gb: svgFlag(
      '<rect width="60" height="30" fill="#012169"/><path d="M0,0 60,30M60,0 0,30" stroke="#fff" stroke-width="6"/><path d="M0,0 60,30M60,0 0,30" stroke="#c8102e" stroke-width="2"/><path d="M30,0v30M0,15h60" stroke="#fff" stroke-width="10"/><path d="M30,0v30M0,15h60" stroke="#c8102e" stroke-width="6"/>',
    ),
  };
  const pngs = {};
  for (const [country, svg] of Object.entries(flags)) {
    pngs[country] = await sharp(svg).png({ compressionLevel: 9 }).toBuffer();
  }
  return pngs;
}

/** The local HTTPS stand-in for the avatar and flag hosts, on 127.0.0.1:443. */
async function startImageStandIn(certificateDir) {
  const flags = await flagPngs();
  const server = createServer(throwawayCertificate(certificateDir), (request, response) => {
    const url = new URL(request.url ?? '/', `https://${request.headers.host ?? 'localhost'}`);
    const headers = {
      'cache-control': 'public, max-age=31536000, immutable',
      'access-control-allow-origin': '*',
    };
    const flag = /^\/w40\/([a-z-]+)\.png$/.exec(url.pathname);
    if (url.hostname === 'flagcdn.com' && flag) {
      const body = flags[flag[1]] ?? flags.it;
      response.writeHead(200, {
        ...headers,
        'content-type': 'image/png',
        'content-length': body.length,
      });
      response.end(body);
    } else if (url.hostname === 'api.dicebear.com' && /\/svg$/.test(url.pathname)) {
      const body = Buffer.from(avatarSvg(url.searchParams.get('seed') ?? '?'));
      response.writeHead(200, {
        ...headers,
        'content-type': 'image/svg+xml',
        'content-length': body.length,
      });
      response.end(body);
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
    }
  });
  await new Promise((resolvePromise, reject) => {
    server.once('error', (error) =>
      reject(
        new Error(
          error.code === 'EACCES'
            ? 'port 443 needs root (or CAP_NET_BIND_SERVICE) for the image hosts stand-in'
            : `image hosts stand-in on 127.0.0.1:443: ${error.message}`,
        ),
      ),
    );
    server.listen(443, '127.0.0.1', resolvePromise);
  });
  cleanups.push(
    () =>
      new Promise((resolvePromise) => {
        server.closeAllConnections();
        server.close(() => resolvePromise());
      }),
  );
}

async function launchChromium() {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  cleanups.push(() => chrome.kill());
  return chrome;
}

function chromiumVersion() {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

async function main() {
  const options = parseArguments(process.argv.slice(2));
  const routes =
    options.routes ?? routesFromTable(readFileSync(join(projectRoot, 'src/lib/routes.ts'), 'utf8'));
  const workDir = mkdtempSync(join(tmpdir(), 'portfolio-bench-'));
  cleanups.push(() => rmSync(workDir, { recursive: true, force: true }));
  const outDir = join(workDir, 'dist');
  const certificateDir = join(workDir, 'certificate');
  mkdirSync(certificateDir);

  await buildSite(outDir, `http://127.0.0.1:${options.port}`);
  const origin = await serveSite(outDir, options.port);
  await startImageStandIn(certificateDir);
  const chrome = await launchChromium();
  const lighthouseVersion = JSON.parse(
    readFileSync(join(projectRoot, 'node_modules/lighthouse/package.json'), 'utf8'),
  ).version;
  log(
    `bench: ${routes.length} route(s) × ${options.runs} run(s) on ${origin} (Lighthouse ${lighthouseVersion}, mobile, simulated throttling)`,
  );

  const results = [];
  for (const route of routes) {
    const runs = [];
    const audits = [];
    let standInRequests = [];
    for (let runIndex = 1; runIndex <= options.runs; runIndex += 1) {
      const started = Date.now();
      const result = await lighthouse(routeUrl(origin, route), {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse returned no result for ${route}`);
      if (result.lhr.runtimeError)
        throw new Error(`Lighthouse on ${route}: ${result.lhr.runtimeError.message}`);
      const figures = figuresFromResult(result.lhr);
      if (process.env.BENCH_LHR_DIR)
        writeFileSync(
          join(
            process.env.BENCH_LHR_DIR,
            `${route.replaceAll('/', '_') || 'home'}-${runIndex}.json`,
          ),
          JSON.stringify(result.lhr),
        );
      runs.push(figures);
      audits.push(...failingAudits(result.lhr));
      standInRequests = (result.lhr.audits['network-requests']?.details?.items ?? [])
        .filter((request) => STAND_IN_HOSTS.includes(new URL(request.url).hostname))
        .map((request) => `${request.statusCode} ${request.url} (${request.transferSize} B)`);
      log(
        `bench: ${route} run ${runIndex}/${options.runs}: performance ${figures.performance} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
    const figures = medianFigures(runs);
    results.push({
      route,
      url: routeUrl(origin, route),
      figures,
      runs,
      audits,
      standInRequests,
      failures: routeBudgetFailures(route, figures),
    });
  }

  const rows = [TABLE_HEADER, ...results.map(({ route, figures }) => tableRow(route, figures))];
  const summary = budgetSummary(results);
  const failing = mergeFailingAudits(results.map(({ route, audits }) => ({ route, audits })));
  const machine = {
    date: new Date().toISOString(),
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Number((totalmem() / 2 ** 30).toFixed(1)),
    freeMemoryGiB: Number((freemem() / 2 ** 30).toFixed(1)),
    node: process.version,
    chromium: chromiumVersion(),
    lighthouse: lighthouseVersion,
    runsPerRoute: options.runs,
  };

  console.log(
    `\nLighthouse ${lighthouseVersion}, mobile, simulated throttling; median of ${options.runs} run(s) per route`,
  );
  console.log(
    `${machine.date} · ${machine.cpus} CPU (${machine.cpuModel}) · ${machine.memoryGiB} GiB · ${machine.chromium} · Node ${machine.node}\n`,
  );
  console.log(textTable(rows));
  if (failing.length > 0) {
    console.log('\nAudits that did not pass (category · id · title · routes):');
    for (const audit of failing) {
      const savings = audit.savingsMs ? `, saves up to ${Math.round(audit.savingsMs)} ms` : '';
      console.log(
        `- ${audit.category} · ${audit.id} · ${audit.title}${savings} · ${audit.routes.join(', ')}`,
      );
    }
  }

  const resultsDir = join(projectRoot, 'bench-results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    join(resultsDir, 'bench.json'),
    `${JSON.stringify(
      {
        machine,
        budgets: summary,
        routes: results.map(({ route, url, figures, runs, failures, standInRequests }) => ({
          route,
          url,
          median: figures,
          runs,
          failures,
          imageHostRequests: standInRequests,
        })),
        failingAudits: failing,
        table: { text: textTable(rows), markdown: markdownTable(rows) },
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nWritten: bench-results/bench.json`);
  console.log(
    summary.allHold
      ? `Budgets: all hold (${summary.held.join('; ')})`
      : `Budgets: hold: ${summary.held.join('; ') || 'none'} — FAIL: ${summary.broken.join('; ')}`,
  );
  return summary.allHold || !options.strict ? 0 : 1;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 2;
} finally {
  await cleanup();
}
process.exit(exitCode);
