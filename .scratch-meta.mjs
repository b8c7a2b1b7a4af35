import { build } from 'esbuild';
const r = await build({ entryPoints: ['src/first-paint/prepaint.ts'], bundle: true, minify: true, write: false, metafile: true, format: 'iife', target: 'es2022', define: { 'import.meta.env.DEV': 'false' }, logLevel: 'silent' });
const out = Object.values(r.metafile.outputs)[0];
console.log('total', out.bytes);
const rows = Object.entries(out.inputs).map(([k, v]) => [v.bytesInOutput, k]).sort((a, b) => b[0] - a[0]);
for (const [b, k] of rows.slice(0, 40)) console.log(b, k);
