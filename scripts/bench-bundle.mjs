// Part of `npm run bench`: the built web app's chunks as they are sent (their brotli copies), largest first,
// and what index.html loads before anything else. The budgets themselves are held by e2e/tests/first-load.spec.ts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const publicDir = process.env.HCS_STATIC_DIR ?? join(root, 'apps/server/public');
const assets = join(publicDir, 'assets');
const TOP = Number(process.env.HCS_BENCH_BUNDLE_TOP ?? 25);

const kb = (bytes) => Number((bytes / 1024).toFixed(1));
const sentSize = (file) => {
  const brotli = join(assets, `${file}.br`);
  return statSync(existsSync(brotli) ? brotli : join(assets, file)).size;
};

const chunks = readdirSync(assets)
  .filter((f) => /\.(js|css)$/.test(f))
  .map((file) => ({ file, rawKB: kb(statSync(join(assets, file)).size), sentKB: kb(sentSize(file)) }))
  .sort((a, b) => b.sentKB - a.sentKB);
const firstLoad = [
  ...readFileSync(join(publicDir, 'index.html'), 'utf8').matchAll(/(?:src|href)="\/assets\/([^"]+)"/g),
]
  .map((m) => m[1])
  .filter((f) => /\.(js|css)$/.test(f));

console.log(
  `\nbuilt chunks: ${chunks.length}, ${kb(chunks.reduce((s, c) => s + c.sentKB * 1024, 0))} KB sent in all`,
);
console.table(chunks.slice(0, TOP));
console.log(
  `index.html loads first: ${firstLoad.join(', ')} (${kb(firstLoad.reduce((s, f) => s + sentSize(f), 0))} KB sent)`,
);
