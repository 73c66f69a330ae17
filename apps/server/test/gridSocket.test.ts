import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GridHub } from '../src/core/realtime/gridHub.ts';
import { MemoryPubSub } from '../src/core/realtime/pubsub.ts';
import type { SeededUser } from './support/seededUsers.ts';
import type { TestServer } from './support/testServer.ts';
import { closed, openTestSocket, startListeningServer, type TestSocket } from './support/testSocket.ts';

let server: TestServer;
let port: number;
let ids: Record<SeededUser, string>;
let tokens: Record<SeededUser, string>;

beforeAll(async () => {
  ({ server, port, ids, tokens } = await startListeningServer());
});
afterAll(() => server.close());

function connect(userId: string, pageId: string, token?: string): Promise<TestSocket> {
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  return openTestSocket(`ws://127.0.0.1:${port}/hcs/vxeSocket/${userId}/${pageId}${query}`);
}

const update = (socketKey: string, row: Record<string, unknown>) => ({
  type: 'common_send_date',
  data: { type: 'update_vxe_table', socketKey, args: [row, 'case-a'] },
});

describe('the grid websocket /vxeSocket/{userId}/{pageId}', () => {
  it('checks the token like /websocket: none or forged is 401, another user or a bad page id is closed', async () => {
    await expect(connect(ids.fuwu ?? '', 'page1')).rejects.toThrow('HTTP 401');
    await expect(connect(ids.fuwu ?? '', 'page1', 'forged.token.value')).rejects.toThrow('HTTP 401');
    const other = await connect(ids.admin ?? '', 'page1', tokens.fuwu);
    expect(await closed(other.ws)).toBe(4003);
    const bad = await connect(ids.fuwu ?? '', 'bad%20page', tokens.fuwu);
    expect(await closed(bad.ws)).toBe(4000);
  });

  it('takes the token as its subprotocol too, selecting it in the answer; a forged one is 401', async () => {
    const url = (pageId: string) => `ws://127.0.0.1:${port}/hcs/vxeSocket/${ids.fuwu}/${pageId}`;
    await expect(openTestSocket(url('page1'), ['forged.token.value'])).rejects.toThrow('HTTP 401');
    const s = await openTestSocket(url('proto'), [tokens.fuwu]);
    expect(s.ws.protocol).toBe(tokens.fuwu);
    s.ws.send(JSON.stringify({ type: 'heart_beat' }));
    expect(await s.next()).toEqual({ type: 'heart_beat', data: true });
    s.ws.close();
  });

  it('answers heart_beat and ignores frames it does not know', async () => {
    const s = await connect(ids.fuwu ?? '', 'beat', tokens.fuwu);
    s.ws.send('HeartBeat');
    s.ws.send('{"type":"topic","data":{"socketKey":"k","args":[]}}');
    s.ws.send(JSON.stringify({ type: 'heart_beat' }));
    expect(await s.next()).toEqual({ type: 'heart_beat', data: true });
    s.ws.close();
  });

  it('relays an update to the other sockets of the same page only, never back to the sender', async () => {
    const page = `orders-${Date.now()}`;
    const editor = await connect(ids.admin ?? '', page, tokens.admin);
    const viewer = await connect(ids.zhuguan ?? '', page, tokens.zhuguan);
    const elsewhere = await connect(ids.fuwu ?? '', `${page}-other`, tokens.fuwu);
    editor.ws.send(JSON.stringify(update('grid1', { id: '1001', name: '香蕉' })));
    expect(await viewer.next()).toEqual(update('grid1', { id: '1001', name: '香蕉' }));
    // update_vxe_table sent bare is relayed the same way; unknown keys are dropped, bad shapes ignored.
    viewer.ws.send(
      JSON.stringify({ type: 'update_vxe_table', data: { socketKey: 'g', args: [1], extra: 'x' } }),
    );
    viewer.ws.send(JSON.stringify({ type: 'update_vxe_table', data: { args: [1] } }));
    expect(await editor.next()).toEqual({ type: 'update_vxe_table', data: { socketKey: 'g', args: [1] } });
    expect(await editor.next(300)).toBeNull();
    expect(await viewer.next(300)).toBeNull();
    expect(await elsewhere.next(300)).toBeNull();
    for (const s of [editor, viewer, elsewhere]) s.ws.close();
  });

  it('closes the grid socket when its session logs out', async () => {
    const token = await server.tokenFor('fuwu');
    const s = await connect(ids.fuwu ?? '', 'logout', token);
    const code = closed(s.ws);
    await server.post('/sys/logout', {}, token);
    expect(await code).toBe(4001);
  });
});

describe('GridHub across server copies', () => {
  it('delivers through the shared pub/sub to the room on every copy except the sender', async () => {
    const pubsub = new MemoryPubSub();
    const copyA = new GridHub(pubsub);
    const copyB = new GridHub(pubsub);
    await copyA.start();
    await copyB.start();
    const got: Record<string, string[]> = { a1: [], b1: [], b2: [] };
    const socket = (name: string) => ({
      send: (text: string) => got[name]?.push(text),
      close: () => undefined,
    });
    const a1 = copyA.join('0:page', socket('a1'));
    copyB.join('0:page', socket('b1'));
    const b2 = copyB.join('0:other', socket('b2'));
    await copyA.relay('0:page', a1.id, 'hello');
    expect(got).toEqual({ a1: [], b1: ['hello'], b2: [] });
    b2.leave();
    await copyB.relay('0:other', 'nobody', 'gone');
    expect(got.b2).toEqual([]);
  });
});
