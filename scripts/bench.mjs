// `npm run bench`: measures the real server against a bare Fastify route, 32 connections, same machine, same run.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import { AUDIENCES, benchWorkOrders, ORDERS, seedWorkOrders } from './bench-workorders.mjs';
import { BENCH_PASSWORD, root, startBenchServer, startProcess, stopProcess } from './benchServer.mjs';

const CONNECTIONS = 32;
const DURATION_S = Number(process.env.HCS_BENCH_SECONDS ?? 10);
// A side copy (scripts/build-side.mjs) can be measured on ports of its own.
const SERVER_PORT = Number(process.env.HCS_BENCH_PORT ?? 18181);
const BARE_PORT = Number(process.env.HCS_BENCH_BARE_PORT ?? 18182);
const USERS = Number(process.env.HCS_BENCH_USERS ?? 100_000);
// What Chromium sends: JSON answers of some size come back compressed, as a browser receives them.
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
// The bell on PostgreSQL (the figure was measured there) when a local server answers.
const PG_URL = process.env.HCS_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Adds USERS users (with a department each) straight into the database, as a large centre would have. */
function seedUsers(dbFile) {
  const db = new Database(dbFile);
  const admin = db.prepare("SELECT password FROM sys_user WHERE username = 'admin'").get();
  const departs = db
    .prepare('SELECT id FROM sys_depart')
    .all()
    .map((d) => d.id);
  const insertUser = db.prepare(
    `INSERT INTO sys_user (id, username, realname, password, sex, phone, status, del_flag, rel_tenant_ids, org_code, create_by, create_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, 0, '1', 'A01A01', 'bench', ?)`,
  );
  const insertLink = db.prepare('INSERT INTO sys_user_depart (id, user_id, dep_id) VALUES (?, ?, ?)');
  const surnames = '张王李赵刘陈杨黄周吴';
  const start = Date.UTC(2024, 0, 1);
  db.transaction(() => {
    for (let i = 0; i < USERS; i++) {
      const id = `bench${String(i).padStart(27, '0')}`;
      const created = new Date(start + i * 60_000).toISOString().replace('T', ' ').slice(0, 19);
      insertUser.run(
        id,
        `user${i}`,
        `${surnames[i % 10]}用户${i}`,
        admin.password,
        (i % 2) + 1,
        `139${String(i).padStart(8, '0')}`,
        i % 20 === 0 ? 2 : 1,
        created,
      );
      insertLink.run(`link${String(i).padStart(28, '0')}`, id, departs[i % departs.length]);
    }
  })();
  db.close();
}

/** Peak resident memory of a process so far, in MB (Linux). */
function peakRssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

function run(title, options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options }, (err, result) => {
      if (err) return reject(err);
      if (result.non2xx > 0 || result.errors > 0) {
        return reject(new Error(`${title}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
      }
      resolve({
        title,
        requestsPerSecond: Math.round(result.requests.average),
        p50ms: result.latency.p50,
        p99ms: result.latency.p99,
        requests: result.requests.total,
      });
    });
  });
}

async function json(url, init) {
  const res = await fetch(url, init);
  return res.json();
}

/** The request path's budgets (issue 14), from this run's rows. */
function requestPathBudgets(rows) {
  const row = (start) => rows.find((r) => r.title.startsWith(start));
  const guarded = row('guarded JSON route');
  const permission = row('getUserPermissionByToken, as a browser asks');
  const userList = row('user list of');
  const bellOnPostgres = row('listByUser (the bell), 200 connections, PostgreSQL');
  const ofGuarded = permission.requestsPerSecond / guarded.requestsPerSecond;
  const budgets = [
    {
      budget: 'guarded JSON route >= 0.4 of bare',
      measured: `${guarded.ratioToBare}`,
      pass: guarded.ratioToBare >= 0.4,
    },
    {
      budget: 'getUserPermissionByToken p99 < 10 ms',
      measured: `${permission.p99ms} ms`,
      pass: permission.p99ms < 10,
    },
    {
      budget: 'getUserPermissionByToken >= 0.5 of the guarded route',
      measured: ofGuarded.toFixed(2),
      pass: ofGuarded >= 0.5,
    },
    { budget: `${userList.title} p99 < 50 ms`, measured: `${userList.p99ms} ms`, pass: userList.p99ms < 50 },
  ];
  if (bellOnPostgres) {
    budgets.push(
      {
        budget: 'bell on PostgreSQL >= 1,620 req/s (4 x 405)',
        measured: `${bellOnPostgres.requestsPerSecond}`,
        pass: bellOnPostgres.requestsPerSecond >= 1620,
      },
      {
        budget: 'bell on PostgreSQL p99 < 100 ms',
        measured: `${bellOnPostgres.p99ms} ms`,
        pass: bellOnPostgres.p99ms < 100,
      },
    );
  }
  return budgets;
}

/** Whether a PostgreSQL server answers at PG_URL. */
async function postgresAnswers() {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * The bell on a second server that runs on PostgreSQL with the demo data (`--demo`), in a database of its
 * own that is dropped afterwards; null when no PostgreSQL server answers.
 */
async function benchBellOnPostgres() {
  if (!(await postgresAnswers())) return null;
  const name = `hcs_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  let server = null;
  try {
    server = await startBenchServer(SERVER_PORT + 10, {
      env: { HCS_DB_URL: url.toString() },
      args: ['--demo'],
      prefix: 'hcs-bench-pg-',
    });
    const { token } = await server.loginAsAdmin();
    return await run('listByUser (the bell), 200 connections, PostgreSQL with demo data', {
      url: `${server.origin}/hcs/sys/annountCement/listByUser`,
      headers: { 'x-access-token': token, ...BROWSER_ENCODINGS },
      connections: 200,
    });
  } finally {
    await server?.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

let server = null;
let bareServer = null;
try {
  server = await startBenchServer(SERVER_PORT);
  const { dataDir } = server;
  const login = await server.loginAsAdmin();
  const token = login.token;
  const guardedPath = '/hcs/sys/user/getCurrentUserDeparts';
  const sample = await json(`http://127.0.0.1:${SERVER_PORT}${guardedPath}`, {
    headers: { 'x-access-token': token },
  });
  const bodyFile = join(dataDir, 'bare-body.json');
  writeFileSync(bodyFile, JSON.stringify(sample));
  bareServer = await startProcess(['scripts/bench-bare.mjs', String(BARE_PORT), bodyFile], {}, 'ready');

  const results = [];
  results.push(await run('bare Fastify, same JSON', { url: `http://127.0.0.1:${BARE_PORT}/bare` }));
  results.push(
    await run('guarded JSON route (getCurrentUserDeparts)', {
      url: `http://127.0.0.1:${SERVER_PORT}${guardedPath}`,
      headers: { 'x-access-token': token },
    }),
  );
  const permissionUrl = `http://127.0.0.1:${SERVER_PORT}/hcs/sys/permission/getUserPermissionByToken`;
  results.push(
    await run('getUserPermissionByToken, as a browser asks (brotli)', {
      url: permissionUrl,
      headers: { 'x-access-token': token, ...BROWSER_ENCODINGS },
    }),
  );
  results.push(
    await run('getUserPermissionByToken, uncompressed (38 KB each)', {
      url: permissionUrl,
      headers: { 'x-access-token': token },
    }),
  );
  // The bell: every open tab asks every 6 s, so it is the most frequent call of all.
  results.push(
    await run('listByUser (the bell), 200 connections', {
      url: `http://127.0.0.1:${SERVER_PORT}/hcs/sys/annountCement/listByUser`,
      headers: { 'x-access-token': token, ...BROWSER_ENCODINGS },
      connections: 200,
    }),
  );
  const bellOnPostgres = await benchBellOnPostgres();
  if (bellOnPostgres) results.push(bellOnPostgres);
  results.push(
    await run('login then getUserPermissionByToken (pairs)', {
      url: `http://127.0.0.1:${SERVER_PORT}`,
      requests: [
        {
          method: 'POST',
          path: '/hcs/sys/login',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'admin', password: BENCH_PASSWORD }),
          onResponse: (status, body, context) => {
            if (status === 200) context.token = JSON.parse(body).result.token;
          },
        },
        {
          method: 'GET',
          path: '/hcs/sys/permission/getUserPermissionByToken',
          setupRequest: (req, context) => ({
            ...req,
            headers: { ...req.headers, 'x-access-token': context.token },
          }),
        },
      ],
    }),
  );

  process.stdout.write(`seeding ${USERS} users…\n`);
  seedUsers(join(dataDir, 'hcs.db'));
  const headers = { 'x-access-token': token };
  results.push(
    await run(`user list of ${USERS}: status+sex filter, sorted by createTime`, {
      url: `http://127.0.0.1:${SERVER_PORT}/hcs/sys/user/list?status=1&sex=2&column=createTime&order=desc&pageNo=3&pageSize=10`,
      headers,
    }),
  );
  results.push(
    await run(`user list of ${USERS}: the same, as a browser asks (compressed)`, {
      url: `http://127.0.0.1:${SERVER_PORT}/hcs/sys/user/list?status=1&sex=2&column=createTime&order=desc&pageNo=3&pageSize=10`,
      headers: { ...headers, ...BROWSER_ENCODINGS },
    }),
  );
  results.push(
    await run(`user list of ${USERS}: name contains, sorted by username`, {
      url: `http://127.0.0.1:${SERVER_PORT}/hcs/sys/user/list?realname=${encodeURIComponent('*张用户12*')}&column=username&order=asc`,
      headers,
    }),
  );

  const exportStart = performance.now();
  const exported = await fetch(`http://127.0.0.1:${SERVER_PORT}/hcs/sys/user/exportXls`, { headers });
  const bytes = (await exported.arrayBuffer()).byteLength;
  const exportSeconds = (performance.now() - exportStart) / 1000;
  const exportReport = {
    rows: USERS,
    seconds: Number(exportSeconds.toFixed(2)),
    megabytes: Number((bytes / 1e6).toFixed(1)),
    contentType: exported.headers.get('content-type'),
    serverPeakRssMb: peakRssMb(server.child.pid),
  };

  let workOrders = null;
  if (ORDERS > 0) {
    process.stdout.write(`seeding ${AUDIENCES} audiences and ${ORDERS} work orders…\n`);
    const seedStart = performance.now();
    const assigneeIds = Array.from(
      { length: Math.min(USERS, 200) },
      (_, i) => `bench${String(i).padStart(27, '0')}`,
    );
    const departs = seedWorkOrders(join(dataDir, 'hcs.db'), {
      assigneeIds: assigneeIds.length > 0 ? assigneeIds : [login.userInfo.id],
    });
    process.stdout.write(`seeded in ${Math.round((performance.now() - seedStart) / 1000)} s\n`);
    workOrders = await benchWorkOrders({
      run,
      origin: `http://127.0.0.1:${SERVER_PORT}`,
      token,
      departs,
    });
    results.push(...workOrders.rows);
  }

  const bare = results[0];
  const rows = results.map((r) => ({
    ...r,
    ratioToBare: Number((r.requestsPerSecond / bare.requestsPerSecond).toFixed(3)),
  }));
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, node ${process.version}\n`);
  console.table(rows);
  console.log('\nexport of every user:');
  console.table([exportReport]);
  if (workOrders) {
    console.log('\nwork orders:');
    console.table(workOrders.cold);
  }
  const budgets = [...requestPathBudgets(rows), ...(workOrders?.budgets ?? [])];
  console.log('\nbudgets (issues 7 and 14):');
  console.table(budgets);
  if (budgets.some((b) => !b.pass)) process.exitCode = 1;
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    join(root, 'bench-results', 'latest.json'),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        rows,
        export: exportReport,
        budgets,
        workOrders: workOrders && { cold: workOrders.cold },
      },
      null,
      2,
    ),
  );
} finally {
  if (bareServer) await stopProcess(bareServer);
  await server?.stop();
}
