// `npm run bench:load`: 200 simulated staff for 60 s — login, the bell's socket, dashboards, lists, searches,
// work-order transitions — against two server copies on PostgreSQL + Redis, then against one SQLite copy,
// on this machine. Prints requests per second and the p50 / p99 of every route; any failed request (HTTP
// error, success:false, a socket closed by the server) fails the run.
//   HCS_LOAD_USERS (200), HCS_LOAD_SECONDS (60), HCS_BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres),
//   HCS_BENCH_REDIS_URL (redis://127.0.0.1:6379); HCS_LOAD_ONLY=pg|sqlite runs one of the two.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import WebSocket from 'ws';
import { BENCH_PASSWORD, startBenchServer } from './benchServer.mjs';

const USERS = Number(process.env.HCS_LOAD_USERS ?? 200);
const SECONDS = Number(process.env.HCS_LOAD_SECONDS ?? 60);
const PG_URL = process.env.HCS_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.HCS_BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ONLY = process.env.HCS_LOAD_ONLY;
const BASE = '/hcs';
const STAFF_PASSWORD = 'Load-pass-2026';
/** Orders dispatched to each staff member before the run: more than one can work through in the time. */
const ORDERS_PER_STAFF = 4;
const AUDIENCES = 20;

/** Latencies (ms) and failures per route, and what failed, for the report. */
class Recorder {
  routes = new Map();
  failures = [];
  socketsClosed = 0;
  /** Messages the bell sockets received (pushes from whichever copy made them). */
  pushes = 0;

  add(route, ms, failure) {
    let entry = this.routes.get(route);
    if (!entry) {
      entry = { times: [], errors: 0 };
      this.routes.set(route, entry);
    }
    entry.times.push(ms);
    if (failure) {
      entry.errors += 1;
      if (this.failures.length < 10) this.failures.push(`${route}: ${failure}`);
    }
  }

  table(seconds) {
    const pick = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    const rows = [...this.routes].map(([route, { times, errors }]) => {
      const sorted = [...times].sort((a, b) => a - b);
      return {
        route,
        requests: times.length,
        'per s': Number((times.length / seconds).toFixed(1)),
        'p50 ms': Number(pick(sorted, 0.5).toFixed(1)),
        'p99 ms': Number(pick(sorted, 0.99).toFixed(1)),
        'max ms': Number((sorted.at(-1) ?? 0).toFixed(1)),
        errors,
      };
    });
    return rows.sort((a, b) => b.requests - a.requests);
  }

  get errors() {
    let sum = this.socketsClosed;
    for (const { errors } of this.routes.values()) sum += errors;
    return sum;
  }
}

/** Asks the copies in turn, as a load balancer without stickiness would. */
function client(ports, recorder) {
  let next = 0;
  return async (route, method, path, body, token) => {
    const port = ports[next++ % ports.length];
    const started = performance.now();
    let failure = null;
    let answer = null;
    try {
      const res = await fetch(`http://127.0.0.1:${port}${BASE}${path}`, {
        method,
        headers: {
          ...(token ? { 'x-access-token': token } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      answer = await res.json();
      if (!res.ok || answer.success === false) failure = `${res.status} ${answer.message}`;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    if (recorder) recorder.add(route, performance.now() - started, failure);
    if (failure && !recorder) throw new Error(`${method} ${path}: ${failure}`);
    return answer?.result;
  };
}

/** Staff accounts, audiences and dispatched orders, made through the API as an administrator would. */
async function seed(call, adminToken) {
  process.stdout.write(
    `  seeding ${USERS} staff, ${AUDIENCES} audiences, ${USERS * ORDERS_PER_STAFF} orders…\n`,
  );
  const staff = [];
  for (let i = 0; i < USERS; i += 10) {
    const batch = Array.from(
      { length: Math.min(10, USERS - i) },
      (_, k) => `load${String(i + k).padStart(4, '0')}`,
    );
    await Promise.all(
      batch.map((username) =>
        call(
          'seed',
          'POST',
          '/sys/user/add',
          {
            username,
            realname: `压测${username.slice(4)}`,
            password: STAFF_PASSWORD,
            selectedroles: 'role_staff',
            selecteddeparts: 'dep_east',
          },
          adminToken,
        ),
      ),
    );
    staff.push(...batch);
  }
  const audienceIds = [];
  for (let i = 0; i < AUDIENCES; i++) {
    const first17 = `11010119900307${String(100 + i).padStart(3, '0')}`;
    audienceIds.push(
      await call(
        'seed',
        'POST',
        '/wo/audience/add',
        {
          name: `压测对象${'甲乙丙丁戊己庚辛壬癸'[i % 10]}${'子丑'[Math.floor(i / 10) % 2]}`,
          sex: 1,
          birthday: '1990-03-07',
          idCardNo: `${first17}${idCardCheckChar(first17)}`,
          disabilityType: '4',
          disabilityLevel: '2',
          phone: '13800138000',
          departId: 'dep_east',
          serviceNeeds: '1,3',
          status: '1',
        },
        adminToken,
      ),
    );
  }
  const ids = await call(
    'seed',
    'GET',
    `/sys/user/list?username=load*&pageSize=${USERS}`,
    undefined,
    adminToken,
  );
  const idOf = new Map(ids.records.map((u) => [u.username, u.id]));
  for (let i = 0; i < staff.length; i += 10) {
    await Promise.all(
      staff.slice(i, i + 10).flatMap((username, k) =>
        Array.from({ length: ORDERS_PER_STAFF }, (_, n) =>
          call(
            'seed',
            'POST',
            '/wo/workOrder/add',
            {
              title: `压测工单${i + k}-${n}`,
              audienceId: audienceIds[(i + k + n) % audienceIds.length],
              serviceType: '1',
              priority: 'M',
              departId: 'dep_east',
              assigneeId: idOf.get(username),
            },
            adminToken,
          ),
        ),
      ),
    );
  }
  return staff;
}

/** GB 11643's check character of an 18-digit ID number. */
function idCardCheckChar(first17) {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((s, d, i) => s + Number(d) * (weights[i] ?? 0), 0);
  return '10X98765432'[sum % 11];
}

/** One member of staff: signs in, keeps the bell's socket open, and works until the time is up. */
async function staffMember(username, ports, call, recorder, until, sockets) {
  // Sign-ins spread over the first 10 s, as a shift starts.
  await sleep(Math.random() * 10_000);
  const login = await call('POST /sys/login', 'POST', '/sys/login', { username, password: STAFF_PASSWORD });
  if (!login) return;
  const { token, userInfo } = login;
  const socket = new WebSocket(
    `ws://127.0.0.1:${ports[Math.floor(Math.random() * ports.length)]}${BASE}/websocket/${userInfo.id}?token=${token}`,
  );
  sockets.add(socket);
  socket.on('close', (code) => {
    if (sockets.has(socket)) recorder.socketsClosed += 1;
    if (sockets.has(socket) && recorder.failures.length < 10) recorder.failures.push(`socket closed ${code}`);
  });
  socket.on('error', () => {});
  socket.on('message', () => {
    recorder.pushes += 1;
  });
  const actions = [
    () => call('GET /wo/workOrder/stat/home', 'GET', '/wo/workOrder/stat/home', undefined, token),
    () => call('GET /wo/workOrder/list', 'GET', '/wo/workOrder/list?pageNo=1&pageSize=10', undefined, token),
    () =>
      call(
        'GET /wo/workOrder/list (search)',
        'GET',
        `/wo/workOrder/list?title=${encodeURIComponent('*探访*')}&status=2`,
        undefined,
        token,
      ),
    () => call('GET /wo/audience/list', 'GET', '/wo/audience/list?pageNo=1&pageSize=10', undefined, token),
    () => call('GET /sys/annountCement/listByUser', 'GET', '/sys/annountCement/listByUser', undefined, token),
    async () => {
      const mine = await call(
        'GET /wo/workOrder/list (mine)',
        'GET',
        '/wo/workOrder/list?status=2&pageSize=1',
        undefined,
        token,
      );
      const order = mine?.records?.[0];
      if (!order) return;
      const detail = await call(
        'GET /wo/workOrder/queryById',
        'GET',
        `/wo/workOrder/queryById?id=${order.id}`,
        undefined,
        token,
      );
      if (!detail) return;
      await call(
        'POST /wo/workOrder/accept',
        'POST',
        '/wo/workOrder/accept',
        { id: order.id, version: detail.version },
        token,
      );
      await sleep(200 + Math.random() * 800);
      await call(
        'POST /wo/workOrder/complete',
        'POST',
        '/wo/workOrder/complete',
        {
          id: order.id,
          version: detail.version + 1,
          result: '已上门完成服务',
        },
        token,
      );
    },
  ];
  while (performance.now() < until) {
    const action = actions[Math.floor(Math.random() * actions.length)];
    await action();
    // A person reads what came back before the next click.
    await sleep(500 + Math.random() * 1500);
  }
}

async function run(label, ports) {
  const setup = client(ports);
  const admin = await setup('login', 'POST', '/sys/login', { username: 'admin', password: BENCH_PASSWORD });
  const staff = await seed(setup, admin.token);
  const recorder = new Recorder();
  const call = client(ports, recorder);
  const sockets = new Set();
  const started = performance.now();
  const until = started + SECONDS * 1000;
  process.stdout.write(`  ${USERS} staff working for ${SECONDS} s…\n`);
  await Promise.all(staff.map((username) => staffMember(username, ports, call, recorder, until, sockets)));
  const seconds = (performance.now() - started) / 1000;
  const open = [...sockets];
  sockets.clear();
  for (const socket of open) socket.close();
  const rows = recorder.table(seconds);
  const total = rows.reduce((s, r) => s + r.requests, 0);
  process.stdout.write(
    `\n${label}: ${total} requests in ${seconds.toFixed(1)} s (${(total / seconds).toFixed(1)}/s), ${recorder.errors} errors, ${recorder.pushes} pushes received\n`,
  );
  console.table(rows);
  for (const failure of recorder.failures) process.stdout.write(`  failed: ${failure}\n`);
  return recorder.errors;
}

async function twoCopiesOnPostgres() {
  const name = `hcs_bench_load_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const env = {
    HCS_DB_URL: url.toString(),
    HCS_REDIS_URL: REDIS_URL,
    HCS_REDIS_PREFIX: `${name}:`,
    HCS_JWT_SECRET: randomBytes(32).toString('hex'),
  };
  const copies = [];
  try {
    // The first copy migrates and seeds; the second starts on the finished database.
    copies.push(await startBenchServer(18611, { env, prefix: 'hcs-load-' }));
    copies.push(await startBenchServer(18612, { env, prefix: 'hcs-load-' }));
    return await run('two copies on PostgreSQL + Redis', [18611, 18612]);
  } finally {
    await Promise.all(copies.map((copy) => copy.stop()));
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function oneCopyOnSqlite() {
  const copy = await startBenchServer(18613, { prefix: 'hcs-load-' });
  try {
    return await run('one copy on SQLite', [18613]);
  } finally {
    await copy.stop();
  }
}

let errors = 0;
if (ONLY !== 'sqlite') errors += await twoCopiesOnPostgres();
if (ONLY !== 'pg') errors += await oneCopyOnSqlite();
if (errors > 0) {
  process.stdout.write(`\n${errors} failed requests or dropped sockets\n`);
  process.exit(1);
}
