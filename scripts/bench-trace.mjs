// What recording requests for 系统监控 costs (issue 19): the guarded route on two copies of the same server,
// HCS_REQUEST_TRACE on and off, asked in alternating bursts so that the machine's drift falls on both.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { root, startBenchServer } from './benchServer.mjs';

const CONNECTIONS = 32;
const FIRST_PORT = Number(process.env.HCS_BENCH_PORT ?? 18181) + 10;
const GUARDED_PATH = '/hcs/sys/user/getCurrentUserDeparts';
/** The budget: with recording on, the guarded route keeps at least 95 % of its rate with it off. */
const BUDGET = 0.95;

/** The CPU time a process has used so far, in ms (Linux: utime + stime, in clock ticks of 10 ms). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function rate(port, token, seconds) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${port}${GUARDED_PATH}`,
        headers: { 'x-access-token': token },
        connections: CONNECTIONS,
        duration: seconds,
      },
      (err, result) => {
        if (err) return reject(err);
        if (result.non2xx > 0 || result.errors > 0) {
          return reject(new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`));
        }
        resolve({ total: result.requests.total });
      },
    );
  });
}

const PAIRS = Number(process.env.HCS_BENCH_TRACE_PAIRS ?? 3);
const BURSTS = Number(process.env.HCS_BENCH_TRACE_BURSTS ?? 20);
const WARM_UP_S = 3;
const servers = [];

async function startCopy(trace, port) {
  const server = await startBenchServer(port, {
    env: { HCS_REQUEST_TRACE: trace ? '1' : '0' },
    prefix: 'hcs-bench-trace-',
  });
  servers.push(server);
  const { token } = await server.loginAsAdmin();
  return { trace, port, child: server.child, server, token, requests: 0, cpuMs: 0 };
}

/**
 * One pair of fresh processes, on and off, both running, asked in turn in one-second bursts: the machine's
 * drift falls on both alike. Two processes of one build still differ by a few per cent, so the pairs repeat.
 */
async function measurePair(index) {
  const settings = index % 2 === 0 ? [true, false] : [false, true];
  const pair = [];
  for (const [i, trace] of settings.entries()) pair.push(await startCopy(trace, FIRST_PORT + i));
  try {
    // Not counted: the first seconds include the JIT's work.
    for (const copy of pair) await rate(copy.port, copy.token, WARM_UP_S);
    for (let burst = 0; burst < BURSTS; burst++) {
      for (const copy of burst % 2 === 0 ? pair : [...pair].reverse()) {
        const cpuBefore = cpuMs(copy.child.pid);
        const { total } = await rate(copy.port, copy.token, 1);
        copy.cpuMs += cpuMs(copy.child.pid) - cpuBefore;
        copy.requests += total;
      }
    }
  } finally {
    for (const copy of pair) await copy.server.stop();
  }
  const [on, off] = pair[0].trace ? pair : [pair[1], pair[0]];
  return { on, off };
}

const perRequestUs = (copy) => (copy.cpuMs * 1000) / copy.requests;

try {
  const pairs = [];
  for (let i = 0; i < PAIRS; i++) pairs.push(await measurePair(i));
  const sum = (pick) => pairs.reduce((total, pair) => total + pick(pair), 0);
  const on = { requests: sum((p) => p.on.requests), cpuMs: sum((p) => p.on.cpuMs) };
  const off = { requests: sum((p) => p.off.requests), cpuMs: sum((p) => p.off.cpuMs) };
  // The same requests asked of both for the same seconds: requests served and server CPU per request.
  const rateRatio = Number((on.requests / off.requests).toFixed(3));
  const cpuRatio = Number((perRequestUs(off) / perRequestUs(on)).toFixed(3));
  console.log(
    `\nrequest recording, guarded route, ${CONNECTIONS} connections, ${PAIRS} pairs of fresh processes, ${BURSTS} one-second bursts each`,
  );
  console.table(
    pairs.map((pair, i) => ({
      pair: i + 1,
      'requests on/off': Number((pair.on.requests / pair.off.requests).toFixed(3)),
      'CPU µs/request on': Number(perRequestUs(pair.on).toFixed(1)),
      'CPU µs/request off': Number(perRequestUs(pair.off).toFixed(1)),
    })),
  );
  const budget = {
    budget: `guarded route with recording on >= ${BUDGET} of off (issue 19)`,
    'requests served': rateRatio,
    'by CPU per request': cpuRatio,
    pass: rateRatio >= BUDGET && cpuRatio >= BUDGET,
  };
  console.table([budget]);
  if (!budget.pass) process.exitCode = 1;
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    join(root, 'bench-results', 'trace.json'),
    JSON.stringify({ date: new Date().toISOString(), on, off, budget }, null, 2),
  );
} finally {
  for (const server of servers) await server.stop();
}
