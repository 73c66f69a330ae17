import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopedMenuComponents } from '../src/core/query/entity.ts';
import {
  exportedCells,
  type ProbeRow,
  type RecordScopeProbe,
  refused,
  ruleLimitedUser,
  send,
} from './support/recordScope.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

/**
 * Data scope by construction (docs/data-scope.md): for every entity whose menu can carry data rules, a
 * user whose rule leaves a record out can neither list, read, edit, delete, batch-delete nor export it.
 * Each entity's probe (test/recordScope/*.ts) names its screens' requests; an entity without a probe
 * fails the first test.
 */
const probeDir = new URL('./recordScope/', import.meta.url);
const PROBES: RecordScopeProbe[] = await Promise.all(
  readdirSync(probeDir)
    .filter((file) => file.endsWith('.ts'))
    .sort()
    .map(async (file) => ((await import(new URL(file, probeDir).href)) as { probe: RecordScopeProbe }).probe),
);

let server: TestServer;
let admin: string;
let scoped: string;
const rows = new Map<string, { inside: ProbeRow; outside: ProbeRow }>();

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'off' });
  admin = await server.tokenFor('admin');
  const rules = PROBES.map((probe) => ({ component: probe.component, ...probe.rule }));
  scoped = (await ruleLimitedUser(server, admin, 'recordscope', rules)).token;
  for (const probe of PROBES) rows.set(probe.component, await probe.rows(server, admin));
}, 60_000);
afterAll(() => server.close());

const rowsOf = (probe: RecordScopeProbe) => {
  const found = rows.get(probe.component);
  if (!found) throw new Error(`no rows for ${probe.component}`);
  return found;
};

it('covers every entity whose menu can carry data rules', () => {
  expect(PROBES.map((p) => p.component).sort()).toEqual(scopedMenuComponents().sort());
});

describe.each(PROBES.map((probe) => [probe.component, probe] as const))('%s', (_component, probe) => {
  it('lists the record inside the rule and not the one outside', async () => {
    const { inside, outside } = rowsOf(probe);
    const seen = await probe.listIds(server, scoped);
    expect(seen).toContain(inside.id);
    expect(seen).not.toContain(outside.id);
    expect(await probe.listIds(server, admin)).toContain(outside.id);
  });

  it('reads the record inside and refuses the one outside', async () => {
    const queryById = probe.queryById;
    if (!queryById) return;
    const { inside, outside } = rowsOf(probe);
    expect(refused(await send(server, scoped, queryById(inside.id)))).toBe(false);
    const answer = await send(server, scoped, queryById(outside.id));
    expect(refused(answer)).toBe(true);
    expect(JSON.stringify(answer.body.result ?? null)).not.toContain(outside.marker);
  });

  it('refuses to edit the record outside and leaves it as it was', async () => {
    const edit = probe.edit;
    if (!edit) return;
    const { outside } = rowsOf(probe);
    const before = await probe.stored(server, outside.id);
    expect(refused(await send(server, scoped, edit(outside.id)))).toBe(true);
    expect(await probe.stored(server, outside.id)).toEqual(before);
  });

  it('refuses to delete the record outside, alone or in a batch with one inside', async () => {
    const { inside, outside } = rowsOf(probe);
    if (probe.delete) {
      expect(refused(await send(server, scoped, probe.delete(outside.id)))).toBe(true);
      expect(await probe.stored(server, outside.id)).toBeDefined();
    }
    if (probe.deleteBatch) {
      expect(refused(await send(server, scoped, probe.deleteBatch([inside.id, outside.id])))).toBe(true);
      expect(await probe.stored(server, outside.id)).toBeDefined();
      expect(await probe.stored(server, inside.id)).toBeDefined();
    }
  });

  it('exports the record inside and not the one outside', async () => {
    if (!probe.exportPath) return;
    const { inside, outside } = rowsOf(probe);
    const cells = await exportedCells(server, scoped, probe.exportPath);
    expect(cells).toContain(inside.marker);
    expect(cells).not.toContain(outside.marker);
  });
});
