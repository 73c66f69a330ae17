import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiResult } from '@hcs/shared';
import { BASE } from './testServer.ts';

/** A test that starts server processes from source (tsx) and migrates on a busy machine needs more than the default 30 s. */
export const SPAWNED_COPIES_TIMEOUT_MS = 90_000;

const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A real server process (`node --import tsx src/main.ts`, the dev script without watching). */
export interface ServerProcess {
  port: number;
  child: ChildProcess;
  /** Exit code or signal if the process has ended, else null. */
  exited(): string | null;
  /** What the process wrote, for the failure message. */
  output(): string;
  call<T>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<ApiResult<T>>;
  /** Ends the process (SIGTERM, then SIGKILL if it lingers) and waits until it is gone. */
  stop(): Promise<void>;
}

/** `count` distinct ports nobody listens on right now (probed together, so they differ). */
export async function freePorts(count: number): Promise<number[]> {
  const probes = Array.from({ length: count }, () => createServer().listen(0, '127.0.0.1'));
  await Promise.all(probes.map((p) => once(p, 'listening')));
  const ports = probes.map((p) => {
    const address = p.address();
    if (!address || typeof address === 'string') throw new Error('no free port');
    return address.port;
  });
  await Promise.all(probes.map((p) => once(p.close(), 'close')));
  return ports;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The test process's own time zone (the machine's, or its TZ). */
const LOCAL_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export function spawnServer(env: Record<string, string>, port: number): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    // On this process's clock unless asked otherwise: tests read the times it stamps as local times.
    env: {
      ...process.env,
      HCS_TIME_ZONE: LOCAL_TIME_ZONE,
      ...env,
      HCS_PORT: String(port),
      HCS_HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = () =>
    child.exitCode !== null
      ? `exit ${child.exitCode}`
      : child.signalCode
        ? `signal ${child.signalCode}`
        : null;

  const call = async <T>(method: string, path: string, body?: unknown, token?: string) => {
    const res = await fetch(`http://127.0.0.1:${port}${BASE}${path}`, {
      method,
      headers: {
        ...(token ? { 'x-access-token': token } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await res.json()) as ApiResult<T>;
  };

  return {
    port,
    child,
    exited,
    output: () => output,
    call,
    async stop() {
      if (exited()) return;
      const gone = once(child, 'exit');
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await gone;
      clearTimeout(killer);
    },
  };
}

/** Waits until the process answers GET /sys/publicConfig; fails with its output if it ends or is too slow. */
export async function waitUntilUp(server: ServerProcess, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const ended = server.exited();
    if (ended) throw new Error(`server on ${server.port} ended (${ended}):\n${server.output()}`);
    try {
      if ((await server.call('GET', '/sys/publicConfig')).success) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`server on ${server.port} did not start:\n${server.output()}`);
    await sleep(100);
  }
}
