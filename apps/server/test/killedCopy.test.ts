import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Db } from '../src/core/db/connect.ts';
import {
  freePorts,
  type ServerProcess,
  SPAWNED_COPIES_TIMEOUT_MS,
  spawnServer,
  waitUntilUp,
} from './support/serverProcess.ts';
import { createTestDatabase, type TestDatabase } from './support/testDatabase.ts';
import { ADMIN_PASSWORD } from './support/testServer.ts';

import { audienceBody, orderBody } from './support/woFixtures.ts';

/** Writers sending 新增 at once, and how many answered writes the stream reaches before the kill. */
const WRITERS = 6;
const ACKNOWLEDGED_BEFORE_KILL = 40;

let database: TestDatabase;
let env: Record<string, string>;
let db: Db;
const running: ServerProcess[] = [];

async function startCopy(): Promise<ServerProcess> {
  const [port] = await freePorts(1);
  const copy = spawnServer(env, port ?? 0);
  running.push(copy);
  await waitUntilUp(copy);
  return copy;
}

async function adminToken(copy: ServerProcess): Promise<string> {
  const answer = await copy.call<{ token: string }>('POST', '/sys/login', {
    username: 'admin',
    password: ADMIN_PASSWORD,
  });
  expect(answer.success).toBe(true);
  return answer.result.token;
}

beforeAll(async () => {
  database = await createTestDatabase();
  env = {
    HCS_DB_URL: database.url,
    HCS_DATA_DIR: database.dataDir,
    HCS_ADMIN_PASSWORD: ADMIN_PASSWORD,
    HCS_LOGIN_CAPTCHA: 'off',
    HCS_LOG_LEVEL: 'silent',
  };
});
afterAll(async () => {
  await Promise.all(running.map((copy) => copy.stop()));
  await db?.close();
  await database?.drop();
});

describe('a server copy killed (kill -9) during a stream of writes', () => {
  it(
    'keeps every acknowledged 工单 and leaves no half-written one, and starts again on the same database',
    async () => {
      const first = await startCopy();
      const token = await adminToken(first);
      db = connect(database.url);
      const staff = await db.kysely
        .selectFrom('sysUser')
        .select('id')
        .where('username', '=', 'fuwu')
        .executeTakeFirstOrThrow();
      const audience = await first.call<string>('POST', '/wo/audience/add', audienceBody(), token);
      expect(audience.success).toBe(true);

      // Each 新增 with a 处理人 writes the order, its 新建 and 派单 log rows and a data-log row in one transaction.
      const acknowledged: string[] = [];
      let killed = false;
      const writer = async (writerNo: number) => {
        for (let i = 0; !killed; i++) {
          const body = orderBody(audience.result, {
            title: `断电演练${writerNo}-${i}`,
            assigneeId: staff.id,
          });
          let answer: Awaited<ReturnType<typeof first.call<{ id: string }>>>;
          try {
            answer = await first.call<{ id: string }>('POST', '/wo/workOrder/add', body, token);
          } catch {
            return; // The connection died with the process: this write was never acknowledged.
          }
          expect(answer.message).toBe('添加成功！');
          acknowledged.push(answer.result.id);
          if (acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL && !killed) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        }
      };
      await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
      if (first.exited() === null) await once(first.child, 'exit');
      expect(first.exited()).toBe('signal SIGKILL');

      const second = await startCopy();
      const orders = await db.kysely.selectFrom('woWorkOrder').select(['id', 'orderNo', 'status']).execute();
      const stored = new Set(orders.map((o) => o.id));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      expect(new Set(orders.map((o) => o.orderNo)).size).toBe(orders.length);

      const logs = await db.kysely.selectFrom('woWorkOrderLog').select(['orderId', 'action']).execute();
      const actionsOf = new Map<string, string[]>();
      for (const log of logs) actionsOf.set(log.orderId, [...(actionsOf.get(log.orderId) ?? []), log.action]);
      // Every order has exactly its two log rows, and no log row lacks its order.
      for (const order of orders) {
        expect({ id: order.id, status: order.status, actions: actionsOf.get(order.id)?.sort() }).toEqual({
          id: order.id,
          status: 2,
          actions: ['create', 'dispatch'],
        });
      }
      expect([...actionsOf.keys()].filter((id) => !stored.has(id))).toEqual([]);

      const again = await adminToken(second);
      const lastId = acknowledged.at(-1) ?? '';
      const detail = await second.call<{ id: string }>(
        'GET',
        `/wo/workOrder/queryById?id=${lastId}`,
        undefined,
        again,
      );
      expect(detail.result.id).toBe(lastId);
    },
    SPAWNED_COPIES_TIMEOUT_MS,
  );
});
