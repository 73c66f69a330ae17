import type { Kysely, Transaction } from 'kysely';
import { raiseSequence } from '../../codes/sequence.ts';
import { DEFAULT_TENANT_ID } from '../migrations/0002_foundation_data.ts';
import type { Database } from '../schema.ts';
import { DEMO_REMARK, demoAudiences } from './demo/audiences.ts';
import { type DemoOrder, demoOrders } from './demo/orders.ts';
import { Random } from './demo/random.ts';
import { demoManager, demoStations } from './demo/staff.ts';

export interface DemoOptions {
  audiences?: number;
  workOrders?: number;
  /** How far back the orders go. */
  days?: number;
  now?: Date;
  seed?: number;
}

export interface DemoSummary {
  /** false when the demo data was already there (it is added once). */
  created: boolean;
  audiences: number;
  workOrders: number;
}

const BATCH = 200;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Numbers the orders GD + yyyyMMdd + sequence, reserving each day's block from the fill rule's counter. */
async function numberOrders(trx: Transaction<Database>, orders: DemoOrder[]): Promise<void> {
  const byDay = new Map<string, DemoOrder[]>();
  for (const o of orders) {
    const day = o.createTime.slice(0, 10).replaceAll('-', '');
    byDay.set(day, [...(byDay.get(day) ?? []), o]);
  }
  for (const [day, list] of byDay) {
    const value = await raiseSequence(trx, 'work_order_no', day, list.length);
    list.forEach((o, i) => {
      o.orderNo = `GD${day}${String(value - list.length + 1 + i).padStart(4, '0')}`;
    });
  }
}

/**
 * `--demo`: a few hundred audiences and a few thousand work orders over the past year, in every state,
 * with their logs, so every chart has something to show. Added once: a later start finds them
 * (by the remark 演示数据 of its audiences) and adds nothing.
 */
export async function seedDemoData(db: Kysely<Database>, options: DemoOptions = {}): Promise<DemoSummary> {
  const { audiences = 300, workOrders = 3000, days = 365, now = new Date(), seed = 20_260_101 } = options;
  // Demo data of earlier versions has no remark: it was created by the account name `demo`.
  const demoAudienceIds = db
    .selectFrom('woAudience')
    .select('id')
    .where((eb) => eb.or([eb('remark', '=', DEMO_REMARK), eb('createBy', '=', 'demo')]));
  if (await demoAudienceIds.limit(1).executeTakeFirst()) {
    const people = await db
      .selectFrom('woAudience')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id', 'in', demoAudienceIds)
      .executeTakeFirstOrThrow();
    const orders = await db
      .selectFrom('woWorkOrder')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('audienceId', 'in', demoAudienceIds)
      .executeTakeFirstOrThrow();
    return { created: false, audiences: Number(people.n), workOrders: Number(orders.n) };
  }

  const random = new Random(seed);
  const stations = await demoStations(db);
  if (stations.length === 0) throw new Error('演示数据需要服务站部门');
  const manager = await demoManager(db);
  const taken = new Set(
    (
      await db.selectFrom('woAudience').select('idCardNo').where('tenantId', '=', DEFAULT_TENANT_ID).execute()
    ).map((r) => r.idCardNo),
  );
  const people = demoAudiences(random, stations, audiences, now, days, taken, manager.username);
  const { orders, logs } = demoOrders(random, people, stations, manager, workOrders, now, days);

  await db.transaction().execute(async (trx) => {
    await numberOrders(trx, orders);
    await insertInBatches(people, (batch) => trx.insertInto('woAudience').values(batch).execute());
    await insertInBatches(orders, (batch) => trx.insertInto('woWorkOrder').values(batch).execute());
    await insertInBatches(logs, (batch) => trx.insertInto('woWorkOrderLog').values(batch).execute());
  });
  return { created: true, audiences: people.length, workOrders: orders.length };
}
