// The benches' server: a built server process on a port of its own with a fresh data folder, the admin's
// token, and a stop that waits for the process to exit and removes the folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_BUNDLE = resolve(root, process.env.HCS_SERVER_BUNDLE ?? 'apps/server/dist/main.js');
export const BENCH_PASSWORD = 'Bench-pass-2026';

/** Runs `node …args` in the repository's root; resolves with the child once its output says `readyText`. */
export function startProcess(args, env, readyText) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((ready, fail) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes(readyText)) ready(child);
    });
    child.on('exit', (code) => fail(new Error(`${args.join(' ')} exited with ${code}: ${out}`)));
  });
}

/** Ends a child with SIGTERM and waits until it has exited (at once when it already has). */
export async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Starts the built server (SERVER_BUNDLE, or HCS_SERVER_BUNDLE) on 127.0.0.1:`port` with a fresh data
 * folder, the admin's password BENCH_PASSWORD, no captcha and only error logs; `env` adds or overrides
 * settings (HCS_DB_URL, HCS_REQUEST_TRACE, …), `args` adds arguments (`--demo`). Resolves once it has
 * started, with `loginAsAdmin()` (the login's result: token and userInfo) and `stop()`.
 */
export async function startBenchServer(port, { env = {}, args = [], prefix = 'hcs-bench-' } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  let child;
  try {
    child = await startProcess(
      [SERVER_BUNDLE, ...args],
      {
        HCS_PORT: String(port),
        HCS_HOST: '127.0.0.1',
        HCS_DATA_DIR: dataDir,
        HCS_ADMIN_PASSWORD: BENCH_PASSWORD,
        HCS_LOGIN_CAPTCHA: 'off',
        HCS_LOG_LEVEL: 'error',
        ...env,
      },
      '已启动',
    );
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const origin = `http://127.0.0.1:${port}`;
  return {
    child,
    port,
    origin,
    dataDir,
    async loginAsAdmin() {
      const res = await fetch(`${origin}/hcs/sys/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: BENCH_PASSWORD }),
      });
      const body = await res.json();
      if (!body.success) throw new Error(`admin login on ${origin} refused: ${body.message}`);
      return body.result;
    },
    async stop() {
      await stopProcess(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
