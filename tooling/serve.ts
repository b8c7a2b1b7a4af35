/**
 * Serves the production build (dist/, or DIST_DIR) on 127.0.0.1 as GitHub
 * Pages would, and prints its URL and each language's address (the visitor's
 * browser language otherwise picks one). Usage: tsx tooling/serve.ts [--port 4173] (or PORT).
 */
import { builtSite, distFiles } from './lib/builtSite';
import { languageAddresses } from './lib/previewAddresses';
import { serveBuild } from './lib/serveBuild';

const portFlag = process.argv.indexOf('--port');
const port = portFlag > -1 ? Number(process.argv[portFlag + 1]) : Number(process.env.PORT ?? 4173);
const distDir = process.env.DIST_DIR ?? 'dist';
const served = await serveBuild({ port, strictPort: portFlag > -1, distDir });
console.log(`Portfolio (production build) served at ${served.url}`);
const { data } = builtSite(distFiles(distDir));
if (data.base === '/') {
  console.log('In one language (whatever the browser prefers):');
  for (const { language, url } of languageAddresses(served.url, data.mode, data.languages)) {
    console.log(`  ${language}: ${url}`);
  }
} else {
  console.log(`Built for the base path ${data.base}: its links lead outside this server.`);
}
console.log('Press Ctrl+C to stop.');
