// Builds a second copy of the platform for an end-to-end run beside the main one (parallel work on one
// machine): the server to apps/server/dist/<name>/main.js, the web app to /tmp/hcs-web-<name>.
// Run the suite with HCS_SERVER_BUNDLE and HCS_STATIC_DIR pointing there and a port of its own (HCS_E2E_PORT).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build.mjs';

const name = process.argv[2];
if (!name || !/^[a-z0-9-]+$/.test(name)) {
  process.stderr.write('usage: node scripts/build-side.mjs <name>\n');
  process.exit(2);
}
const root = fileURLToPath(new URL('..', import.meta.url));
const serverBundle = join(root, 'apps/server/dist', name, 'main.js');
const webDir = `/tmp/hcs-web-${name}`;
await buildServer(serverBundle);
const web = spawnSync('npm', ['run', 'build', '-w', 'apps/web', '--', '--outDir', webDir, '--emptyOutDir'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (web.status !== 0) process.exit(web.status ?? 1);
process.stdout.write(`HCS_SERVER_BUNDLE=${serverBundle} HCS_STATIC_DIR=${webDir}\n`);
