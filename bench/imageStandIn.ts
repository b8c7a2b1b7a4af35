/**
 * A local HTTPS server answering for the avatar and flag hosts, so benchmark
 * runs fetch realistic images over the (throttled) network: Chromium maps the
 * hosts' names to 127.0.0.1 (`--host-resolver-rules`) and accepts a throwaway
 * self-signed certificate (`--ignore-certificate-errors`). Port 443 needs root
 * or CAP_NET_BIND_SERVICE.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AVATAR_ORIGIN, FLAG_ORIGIN, standInImage } from '../tooling/harness/standIns';

/** The hosts the stand-in answers for, and the Chromium flags that send them to it. */
export const STAND_IN_HOSTS = [AVATAR_ORIGIN, FLAG_ORIGIN].map((origin) => new URL(origin).host);
export const STAND_IN_CHROMIUM_ARGS = [
  `--host-resolver-rules=${STAND_IN_HOSTS.map((host) => `MAP ${host} 127.0.0.1`).join(',')}`,
  '--ignore-certificate-errors',
];

function throwawayCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-certificate-'));
  try {
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
      ].concat(['-keyout', keyPath, '-out', certPath]),
      { stdio: 'ignore' },
    );
    return { key: readFileSync(keyPath), cert: readFileSync(certPath) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts the stand-in on 127.0.0.1:443; resolves with a function that stops it. */
export async function startImageStandIn(): Promise<() => Promise<void>> {
  const server = createServer(throwawayCertificate(), (request, response) => {
    const url = new URL(request.url ?? '/', `https://${request.headers.host ?? 'localhost'}`);
    const image = standInImage(url);
    if (!image) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, {
      'content-type': image.contentType,
      'content-length': image.body.length,
      'cache-control': 'public, max-age=31536000, immutable',
      'access-control-allow-origin': '*',
    });
    response.end(image.body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EACCES'
            ? 'port 443 needs root (or CAP_NET_BIND_SERVICE) for the image hosts stand-in'
            : `image hosts stand-in on 127.0.0.1:443: ${error.message}`,
        ),
      ),
    );
    server.listen(443, '127.0.0.1', resolve);
  });
  return () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}
