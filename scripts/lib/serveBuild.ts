import { preview, type PreviewServer } from 'vite';

/** Serves a production build on 127.0.0.1, compressed, as `npm start` does. */
export function serveBuild(options: {
  port: number;
  strictPort: boolean;
  distDir?: string;
}): Promise<PreviewServer> {
  return preview({
    ...(options.distDir ? { build: { outDir: options.distDir } } : {}),
    preview: { host: '127.0.0.1', port: options.port, strictPort: options.strictPort },
    logLevel: 'warn',
  });
}
