/**
 * Serves the production build (dist/, or DIST_DIR) on 127.0.0.1 as GitHub
 * Pages would, and prints its URL. Usage: tsx tooling/serve.ts [--port 4173] (or PORT).
 */
import { serveBuild } from './lib/serveBuild';

const portFlag = process.argv.indexOf('--port');
const port = portFlag > -1 ? Number(process.argv[portFlag + 1]) : Number(process.env.PORT ?? 4173);
const served = await serveBuild({
  port,
  strictPort: portFlag > -1,
  distDir: process.env.DIST_DIR ?? 'dist',
});
console.log(`Portfolio (production build) served at ${served.url}`);
console.log('Press Ctrl+C to stop.');
