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
  db.close();
  return departs;
}
