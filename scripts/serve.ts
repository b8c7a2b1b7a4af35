/**
 * Serves the production build (dist/, or DIST_DIR) on 127.0.0.1 and prints its
 * URL. Usage: tsx scripts/serve.ts [--port 4173] (or PORT).
 */
import { serveBuild } from './lib/serveBuild';

const portFlag = process.argv.indexOf('--port');
const port = portFlag > -1 ? Number(process.argv[portFlag + 1]) : Number(process.env.PORT ?? 4173);
const server = await serveBuild({ port, strictPort: portFlag > -1, distDir: process.env.DIST_DIR });
console.log(`Portfolio (production build) served at ${server.resolvedUrls?.local[0] ?? port}`);
console.log('Press Ctrl+C to stop.');
