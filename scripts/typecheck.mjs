// `npm run typecheck`: the four TypeScript projects, two at a time (tsc uses one core; the machine has two).
import { spawn } from 'node:child_process';

const PROJECTS = ['apps/web', 'apps/server', 'e2e', 'packages/shared'];
const PARALLEL = 2;

function check(project) {
  return new Promise((resolve) => {
    const tsc = spawn('npx', ['tsc', '-p', project], { stdio: 'inherit' });
    tsc.on('close', (code) => resolve(code === 0));
  });
}

const queue = [...PROJECTS];
const results = await Promise.all(
  Array.from({ length: PARALLEL }, async () => {
    let ok = true;
    for (let project = queue.shift(); project; project = queue.shift()) ok = (await check(project)) && ok;
    return ok;
  }),
);
if (results.includes(false)) process.exit(1);
