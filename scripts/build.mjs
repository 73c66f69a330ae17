// Builds what is missing or out of date: the server bundle and the web app. `--force` rebuilds both.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...parts) => join(root, ...parts);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const isStale = (output, inputs) => {
  const built = newestMtime(output);
  return built === 0 || inputs.some((input) => newestMtime(input) > built);
};

export async function buildServer(outfile = at('apps/server/dist/main.js')) {
  const pkg = JSON.parse(readFileSync(at('apps/server/package.json'), 'utf8'));
  const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@hcs/'));
  await build({
    entryPoints: [at('apps/server/src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external,
    logLevel: 'warning',
  });
}

export function buildWeb() {
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('web build failed');
}

export async function buildIfNeeded({ force = false } = {}) {
  const shared = at('packages/shared/src');
  if (
    force ||
    isStale(at('apps/server/dist/main.js'), [at('apps/server/src'), shared, at('apps/server/package.json')])
  ) {
    process.stdout.write('构建服务端…\n');
    await buildServer();
  }
  const webInputs = [
    at('apps/web/src'),
    at('apps/web/index.html'),
    at('apps/web/public'),
    shared,
    at('apps/web/vite.config.ts'),
  ];
  if (force || isStale(at('apps/server/public/index.html'), webInputs)) {
    process.stdout.write('构建前端…\n');
    buildWeb();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildIfNeeded({ force: process.argv.includes('--force') });
}
