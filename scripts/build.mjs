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

/** One program of the server (an entry in apps/server/src) as an ES module bundle; dependencies stay external. */
async function bundleServerEntry(entry, outfile) {
  const pkg = JSON.parse(readFileSync(at('apps/server/package.json'), 'utf8'));
  const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@hcs/'));
  await build({
    entryPoints: [at('apps/server/src', entry)],
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

export async function buildServer(outfile = at('apps/server/dist/main.js')) {
  await bundleServerEntry('main.ts', outfile);
}

/** The backup and restore command (`npm run backup` / `restore`), a bundle beside the server's. */
export async function buildBackupTool(outfile = at('apps/server/dist/backup.js')) {
  await bundleServerEntry('backup/cli.ts', outfile);
}

const serverInputs = () => [at('apps/server/src'), at('packages/shared/src'), at('apps/server/package.json')];

/** Builds the backup command when it is missing or older than the server's sources. */
export async function buildBackupToolIfNeeded({ force = false } = {}) {
  if (force || isStale(at('apps/server/dist/backup.js'), serverInputs())) {
    process.stdout.write('构建备份工具…\n');
    await buildBackupTool();
  }
}

export function buildWeb() {
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('web build failed');
}

export async function buildIfNeeded({ force = false } = {}) {
  const shared = at('packages/shared/src');
  if (force || isStale(at('apps/server/dist/main.js'), serverInputs())) {
    process.stdout.write('构建服务端…\n');
    await buildServer();
  }
  await buildBackupToolIfNeeded({ force });
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
