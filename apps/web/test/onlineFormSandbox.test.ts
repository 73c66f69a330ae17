import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import {
  EnhanceSandbox,
  type SandboxTransport,
} from '../src/views/modules/online/cgform/auto/sandbox/EnhanceSandbox.ts';
import {
  enhanceRecords,
  forgetEnhance,
  rememberEnhance,
} from '../src/views/modules/online/cgform/auto/sandbox/enhanceCache.ts';
import type { SandboxReply } from '../src/views/modules/online/cgform/auto/sandbox/protocol.ts';

/**
 * The sandbox's worker code run in a real thread (node's worker_threads stand in for the browser's
 * Worker in the frame): the realm is given a localStorage holding a token, as a page's would have, and
 * the worker code must take it away before the form's script runs.
 */
const SHIM = `
const { parentPort } = require('node:worker_threads');
globalThis.self = globalThis;
globalThis.localStorage = { getItem: () => 'SECRET-TOKEN', token: 'SECRET-TOKEN' };
globalThis.sessionStorage = { getItem: () => 'SECRET-TOKEN' };
globalThis.postMessage = (message) => parentPort.postMessage(message);
globalThis.addEventListener = (type, listener) => {
  if (type === 'message') parentPort.on('message', (data) => listener({ data }));
};
`;

const started: Worker[] = [];

function threadTransport(): SandboxTransport {
  let worker: Worker | null = null;
  let listener: ((reply: SandboxReply) => void) | null = null;
  return {
    send(request) {
      if (request.type === 'init') {
        worker = new Worker(`${SHIM}\n${request.source}`, { eval: true });
        started.push(worker);
        worker.on('message', (reply: SandboxReply) => listener?.(reply));
        worker.postMessage({ type: 'load', script: request.script });
      } else {
        worker?.postMessage(request);
      }
    },
    onReply(next) {
      listener = next;
    },
    destroy() {
      listener = null;
      void worker?.terminate();
    },
  };
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((w) => w.terminate()));
});

describe('增强JS sandbox', () => {
  it('runs the hooks and named button functions on copies of the rows', async () => {
    const sandbox = new EnhanceSandbox(
      `function beforeSubmit(row) { if (row.amount > 10) return '金额不能超过10'; }
       function onChange(field, value, row) { if (field === 'price') return { total: value * row.count }; }
       async function audit(rows) { return '已选择 ' + rows.length + ' 条'; }`,
      threadTransport,
      3000,
    );
    expect(await sandbox.call('beforeSubmit', [{ amount: 11 }])).toEqual({
      kind: 'value',
      value: '金额不能超过10',
    });
    expect(await sandbox.call('beforeSubmit', [{ amount: 1 }])).toEqual({ kind: 'value', value: null });
    expect(await sandbox.call('onChange', ['price', 3, { count: 2 }])).toEqual({
      kind: 'value',
      value: { total: 6 },
    });
    expect(await sandbox.call('audit', [[{ id: '1' }, { id: '2' }]])).toEqual({
      kind: 'value',
      value: '已选择 2 条',
    });
    expect(await sandbox.call('onLoad', [{}])).toEqual({ kind: 'missing' });
    expect((await sandbox.call('alert(1)', [])).kind).toBe('error');
    sandbox.destroy();
  });

  it('cannot read localStorage, the token or reach the network', async () => {
    localStorage.setItem('Access-Token', 'SECRET-TOKEN');
    const sandbox = new EnhanceSandbox(
      `function steal() {
         var seen = [];
         try { seen.push(typeof localStorage === 'undefined' ? 'no-storage' : localStorage.getItem('Access-Token')); } catch (e) { seen.push('refused'); }
         try { seen.push(typeof sessionStorage === 'undefined' ? 'no-session' : 'session'); } catch (e) { seen.push('refused'); }
         seen.push(typeof fetch, typeof XMLHttpRequest, typeof WebSocket, typeof importScripts);
         seen.push(typeof document, typeof window);
         return seen.join(',');
       }`,
      threadTransport,
      3000,
    );
    const outcome = await sandbox.call('steal', []);
    expect(outcome).toEqual({
      kind: 'value',
      value: 'no-storage,no-session,undefined,undefined,undefined,undefined,undefined,undefined',
    });
    expect(JSON.stringify(outcome)).not.toContain('SECRET-TOKEN');
    sandbox.destroy();
  });

  it('gives up a slow script in time and starts afresh for the next call', async () => {
    const sandbox = new EnhanceSandbox(
      `function spin() { while (true) {} }
       function ok() { return 'ok'; }`,
      threadTransport,
      400,
    );
    const began = Date.now();
    expect(await sandbox.call('spin', [])).toEqual({ kind: 'timeout' });
    expect(Date.now() - began).toBeLessThan(2000);
    expect(await sandbox.call('ok', [])).toEqual({ kind: 'value', value: 'ok' });
    sandbox.destroy();
  });

  it('reports a script that does not compile', async () => {
    const sandbox = new EnhanceSandbox('function broken( {', threadTransport, 3000);
    const outcome = await sandbox.call('beforeSubmit', [{}]);
    expect(outcome.kind).toBe('error');
    sandbox.destroy();
  });

  it('keeps at most 16 scripts per table code', () => {
    for (let i = 0; i < 20; i++) rememberEnhance('demo', { type: `t${i}`, content: `// ${i}` });
    const kept = enhanceRecords('demo');
    expect(kept).toHaveLength(16);
    expect(kept[0]?.type).toBe('t4');
    rememberEnhance('demo', { type: 't19', content: '// new' });
    expect(enhanceRecords('demo')).toHaveLength(16);
    expect(enhanceRecords('demo').at(-1)?.content).toBe('// new');
    forgetEnhance('demo');
  });
});
