import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { FileStorage } from '../storage/fileStorage.ts';

/** One dependency /ready checks: resolves when it answers, rejects (or hangs) when it does not. */
export interface ReadinessProbe {
  name: string;
  check(): Promise<void>;
}

/** A probe that does not answer within this long counts as down, so a balancer's check gets its answer. */
const PROBE_TIMEOUT_MS = 2000;

export function databaseProbe(db: Db): ReadinessProbe {
  return {
    name: 'database',
    check: async () => {
      await sql`select 1`.execute(db.kysely);
    },
  };
}

/** The file store: uploads and attachments go nowhere while it does not answer. */
export function storageProbe(storage: FileStorage): ReadinessProbe {
  return { name: 'storage', check: () => storage.check() };
}

function withinTimeout(probe: ReadinessProbe): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${probe.name} did not answer`)), PROBE_TIMEOUT_MS);
  });
  return Promise.race([probe.check(), timeout]).finally(() => clearTimeout(timer));
}

const UP = { status: 'UP' } as const;
const DOWN = { status: 'DOWN' } as const;

/**
 * `GET /health` (the process answers) and `GET /ready` (every probe answers) at the server root: outside
 * the API base path, so the guard never asks them for a token. The answers say UP or DOWN and nothing else: which probe failed and why
 * go to the log only.
 */
export function healthRoutes(app: FastifyInstance, probes: readonly ReadinessProbe[]): void {
  app.get('/health', (_request, reply) => {
    reply.header('Cache-Control', 'no-store').send(UP);
  });
  app.get('/ready', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const results = await Promise.allSettled(probes.map(withinTimeout));
    let ready = true;
    results.forEach((result, i) => {
      if (result.status === 'fulfilled') return;
      ready = false;
      request.log.warn({ err: result.reason, probe: probes[i]?.name }, 'readiness probe failed');
    });
    return reply.status(ready ? 200 : 503).send(ready ? UP : DOWN);
  });
}
