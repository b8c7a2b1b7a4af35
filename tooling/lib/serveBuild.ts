/**
 * Serves a production build on 127.0.0.1 the way GitHub Pages does, so `npm
 * start`, the browser tests and the benchmark see what visitors get: files
 * compressed, a folder's index.html for `/courses/` and `/courses`, and for an
 * address with no file the site's 404.html with status 404. (Vite's preview
 * server has no 404.html, and would answer every address with index.html.)
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';

export interface ServedBuild {
  url: string;
  close: () => Promise<void>;
}

function listen(server: Server, port: number, strictPort: boolean): Promise<number> {
  return new Promise((done, fail) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' && !strictPort) done(listen(server, port + 1, strictPort));
      else fail(new Error(`cannot serve on 127.0.0.1:${port}: ${error.message}`));
    });
    server.listen(port, '127.0.0.1', () => done(port));
  });
}

export async function serveBuild(options: {
  port: number;
  strictPort: boolean;
  distDir: string;
}): Promise<ServedBuild> {
  const root = resolve(options.distDir);
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`no build in ${root} (run npm run build first)`);
  }
  const files = sirv(root, {
    extensions: ['html'],
    setHeaders: (response, path) => {
      // Hashed files never change; documents are checked each time.
      const immutable = path.startsWith('/assets/') || path.startsWith('/fragments/');
      response.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const compress = compression();
  const notFound = (response: ServerResponse) => {
    const page = join(root, '404.html');
    response.statusCode = 404;
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(existsSync(page) ? readFileSync(page) : 'Not found');
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    compress(request as never, response as never, () =>
      files(request, response, () => notFound(response)),
    );
  });
  const port = await listen(server, options.port, options.strictPort);
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
