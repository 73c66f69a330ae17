// The work-order part of `npm run bench` (issue 7): a year of a large centre's orders seeded straight into
// the SQLite file, then the list screen's usual question and the home dashboard's figures under load.
import Database from 'better-sqlite3';

export const ORDERS = Number(process.env.HCS_BENCH_ORDERS ?? 1_000_000);
export const AUDIENCES = Number(process.env.HCS_BENCH_AUDIENCES ?? 50_000);
export const BUDGET = { listP99Ms: 50, homeP99Ms: 200 };

const DAY_MS = 86_400_000;
const pad = (n) => String(n).padStart(2, '0');
/** Server local time, as core/time.ts formats it. */
const at = (ms) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

/**
 * Old orders are mostly closed; the last two weeks are spread over every state, as a working centre's
 * are. A few old ones stay open (and so overdue).
 */
function statusOf(i, ageDays) {
  const r = i % 100;
  if (ageDays <= 14) return [1, 2, 3, 4, 5, 9][i % 6];
  if (r < 60) return 5;
  if (r < 85) return 4;
  if (r < 95) return 9;
  if (r < 97) return 3;
  if (r < 99) return 2;
  return 1;
}

/**
 * AUDIENCES audiences and ORDERS work orders over the 12 months before `now`, spread over the seeded
 * departments, service types and states, in one transaction of prepared inserts.
 */
export function seedWorkOrders(dbFile, { assigneeIds, now = Date.now() }) {
  const db = new Database(dbFile);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const departs = db
    .prepare('SELECT id, org_code FROM sys_depart WHERE del_flag = 0 ORDER BY org_code')
    .all();
  const insertAudience = db.prepare(
    `INSERT INTO wo_audience (id, name, sex, birthday, id_card_no, disability_type, disability_level, phone,
       depart_id, sys_org_code, status, tenant_id, del_flag, create_by, create_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, 0, 'bench', ?)`,
  );
  const insertOrder = db.prepare(
    `INSERT INTO wo_work_order (id, order_no, title, audience_id, service_type, source, priority, deadline,
       depart_id, sys_org_code, assignee_id, status, satisfaction, dispatched_time, accepted_time,
       completed_time, closed_time, cancelled_time, version, tenant_id, del_flag, create_by, create_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, 0, 'bench', ?)`,
  );
  // Rows go in faster without the indexes; they are built again afterwards, as the migrations define them.
  const indexes = db
    .prepare(
      "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name IN ('wo_work_order', 'wo_audience') AND sql IS NOT NULL",
    )
    .all();
  for (const index of indexes) db.exec(`DROP INDEX ${index.name}`);
  const surnames = '张王李赵刘陈杨黄周吴';
  const audienceDepart = [];
  const start = now - 365 * DAY_MS;
  db.transaction(() => {
    for (let i = 0; i < AUDIENCES; i++) {
      const depart = departs[i % departs.length];
      audienceDepart.push(depart);
      insertAudience.run(
        `aud${String(i).padStart(29, '0')}`,
        `${surnames[i % 10]}对象${i}`,
        (i % 2) + 1,
        '1960-01-01',
        `BENCH${String(i).padStart(13, '0')}`,
        String((i % 7) + 1),
        String((i % 4) + 1),
        `138${String(i).padStart(8, '0')}`,
        depart.id,
        depart.org_code,
        i % 25 === 0 ? '2' : '1',
        at(start - DAY_MS + i * 1000),
      );
    }
    const step = (now - start) / ORDERS;
    for (let i = 0; i < ORDERS; i++) {
      const created = Math.floor(start + i * step);
      const ageDays = (now - created) / DAY_MS;
      const status = statusOf(i, ageDays);
      const audience = (i * 7919) % AUDIENCES;
      const depart = audienceDepart[audience];
      const assigned = status !== 1 && status !== 9;
      const done = status === 4 || status === 5;
      const later = (hours) => at(Math.min(created + hours * 3_600_000, now));
      insertOrder.run(
        `wo${String(i).padStart(30, '0')}`,
        `BN${String(i).padStart(12, '0')}`,
        '上门服务',
        `aud${String(audience).padStart(29, '0')}`,
        String((i % 10) + 1),
        String((i % 4) + 1),
        ['L', 'M', 'H'][i % 3],
        at(created + 3 * DAY_MS),
        depart.id,
        depart.org_code,
        assigned ? assigneeIds[i % assigneeIds.length] : null,
        status,
        status === 5 ? (i % 5) + 1 : null,
        assigned ? later(1) : null,
        status >= 3 && status !== 9 ? later(2) : null,
        done ? later(26) : null,
        status === 5 ? later(50) : null,
        status === 9 ? later(0.5) : null,
        status === 1 ? 0 : 2,
        at(created),
      );
    }
  })();
  for (const index of indexes) db.exec(index.sql);
  db.close();
  return departs;
}

async function json(url, init) {
  // The first call may pick a kept-alive connection the server closed while the data was seeded.
  const res = await fetch(url, init).catch(() => fetch(url, init));
  const body = await res.json();
  if (!body.success) throw new Error(`${url}: ${body.message}`);
  return body.result;
}

/**
 * The work-order list (status + department subtree, newest first, as the list screen asks it) and
 * stat/home under load with `run` (autocannon at the bench's connections); then stat/home right after a
 * change, when it is computed afresh (the cached figures are dropped on every change), one at a time.
 */
export async function benchWorkOrders({ run, origin, token, departs, changes = 10 }) {
  const headers = { 'x-access-token': token };
  const depart = departs.find((d) => d.org_code.length === 6) ?? departs[0];
  const listPath = `/hcs/wo/workOrder/list?status=4&sysOrgCode=${depart.org_code}*&column=createTime&order=desc&pageNo=3&pageSize=10`;
  const sample = await json(`${origin}${listPath}`, { headers });
  const rows = [];
  rows.push(
    await run(
      `work-order list of ${ORDERS}: 已完成 in ${depart.org_code}*, newest first (${sample.total} match)`,
      {
        url: `${origin}${listPath}`,
        headers,
      },
    ),
  );
  const homePath = '/hcs/wo/workOrder/stat/home';
  const firstStart = performance.now();
  await json(`${origin}${homePath}`, { headers });
  const firstMs = performance.now() - firstStart;
  rows.push(
    await run(`stat/home over ${ORDERS} orders, ${AUDIENCES} audiences`, {
      url: `${origin}${homePath}`,
      headers,
    }),
  );

  const audience = `aud${String(1).padStart(29, '0')}`;
  const post = (path, body) =>
    json(`${origin}/hcs/wo/workOrder/${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const timedHome = async () => {
    const start = performance.now();
    const home = await json(`${origin}${homePath}`, { headers });
    return { home, ms: performance.now() - start };
  };
  const afterCreate = [];
  const afterTransition = [];
  for (let i = 0; i < changes; i++) {
    const order = await post('add', {
      title: '压测工单',
      audienceId: audience,
      serviceType: '1',
      priority: 'M',
      departId: depart.id,
    });
    const created = await timedHome();
    afterCreate.push(created.ms);
    await post('cancel', { id: order.id, version: 0, reason: '压测' });
    const cancelled = await timedHome();
    afterTransition.push(cancelled.ms);
    if (cancelled.home.byStatus['9'] !== created.home.byStatus['9'] + 1) {
      throw new Error('stat/home did not count the order just cancelled');
    }
  }
  const summary = (title, times) => {
    const sorted = [...times].sort((a, b) => a - b);
    return {
      title,
      p50ms: Math.round(sorted[Math.floor(sorted.length / 2)]),
      maxMs: Math.round(sorted.at(-1)),
      samples: sorted.length,
    };
  };
  const cold = [
    {
      title: 'stat/home, first request after seeding',
      p50ms: Math.round(firstMs),
      maxMs: Math.round(firstMs),
      samples: 1,
    },
    summary('stat/home right after an order was created (all figures afresh)', afterCreate),
    summary('stat/home right after an order was cancelled (all but the mix afresh)', afterTransition),
  ];
  const [list, home] = rows;
  const budgets = [
    {
      budget: 'work-order list p99 < 50 ms',
      measured: `${list.p99ms} ms`,
      pass: list.p99ms < BUDGET.listP99Ms,
    },
    {
      budget: 'stat/home p99 < 200 ms',
      measured: `${home.p99ms} ms`,
      pass: home.p99ms < BUDGET.homeP99Ms,
    },
  ];
  return { rows, cold, budgets };
}
