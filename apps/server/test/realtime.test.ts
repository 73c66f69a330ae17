import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

function connect(userId: string, token?: string): Promise<TestSocket> {
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  return openTestSocket(`ws://127.0.0.1:${port}/hcs/websocket/${userId}${query}`);
}

/** Opens the socket with the token as its subprotocol, as later clients of the family do. */
const connectWithProtocol = (userId: string, protocols: string[]) =>
  openTestSocket(`ws://127.0.0.1:${port}/hcs/websocket/${userId}`, protocols);

async function expiredToken(username: SeededUser): Promise<string> {
  const userId = ids[username];
  const session = await server.ctx.sessions.create(userId, username, null, null);
  return server.ctx.tokens.sign({ sessionId: session.id, userId, username }, Date.now() - 1000);
}

async function createAndRelease(fields: Record<string, unknown>): Promise<string> {
  await server.post(
    '/sys/annountCement/add',
    { msgContent: '<p>内容</p>', priority: 'M', msgCategory: '1', msgType: 'ALL', ...fields },
    tokens.admin,
  );
  const list = await server.get<{ records: { id: string }[] }>(
    `/sys/annountCement/list?titile=${encodeURIComponent(String(fields.titile))}`,
    tokens.admin,
  );
  const id = list.body.result.records[0]?.id ?? '';
  await server.get(`/sys/annountCement/doReleaseData?id=${id}`, tokens.admin);
  return id;
}

describe('the notification websocket', () => {
  it('refuses a connection without a valid token, or for another user', async () => {
    await expect(connect(ids.fuwu ?? '')).rejects.toThrow('HTTP 401');
    await expect(connect(ids.fuwu ?? '', 'forged.token.value')).rejects.toThrow('HTTP 401');
    const other = await connect(ids.admin ?? '', tokens.fuwu);
    expect(await closed(other.ws)).toBe(4003);
  });

  it('takes the token as its subprotocol and selects that protocol in its answer', async () => {
    const s = await connectWithProtocol(ids.fuwu, [tokens.fuwu]);
    expect(s.ws.protocol).toBe(tokens.fuwu);
    s.ws.send('HeartBeat');
    expect(await s.next()).toEqual({ cmd: 'heartcheck', msgTxt: '心跳响应' });
    const id = await createAndRelease({ titile: '协议令牌的通知' });
    expect(await s.next()).toEqual({ cmd: 'topic', msgId: id, msgTxt: '协议令牌的通知' });
    s.ws.close();

    const other = await connectWithProtocol(ids.admin, [tokens.fuwu]);
    expect(await closed(other.ws)).toBe(4003);
  });

  it('refuses a subprotocol token that is forged, expired or revoked', async () => {
    await expect(connectWithProtocol(ids.fuwu, ['forged.token.value'])).rejects.toThrow('HTTP 401');
    await expect(connectWithProtocol(ids.fuwu, [await expiredToken('fuwu')])).rejects.toThrow('HTTP 401');
    const revoked = await server.tokenFor('fuwu');
    await server.post('/sys/logout', {}, revoked);
    await expect(connectWithProtocol(ids.fuwu, [revoked])).rejects.toThrow('HTTP 401');
  });

  it('answers the heartbeat and ignores other client text', async () => {
    const s = await connect(ids.fuwu ?? '', tokens.fuwu);
    s.ws.send('{"cmd":"topic","msgTxt":"伪造的广播"}');
    s.ws.send('HeartBeat');
    expect(await s.next()).toEqual({ cmd: 'heartcheck', msgTxt: '心跳响应' });
    s.ws.close();
  });

  it('tells everyone online at once when an announcement to all is released', async () => {
    const staff = await connect(ids.fuwu ?? '', tokens.fuwu);
    const manager = await connect(ids.zhuguan ?? '', tokens.zhuguan);
    const id = await createAndRelease({ titile: '元旦放假安排' });
    expect(await staff.next()).toEqual({ cmd: 'topic', msgId: id, msgTxt: '元旦放假安排' });
    expect(await manager.next()).toEqual({ cmd: 'topic', msgId: id, msgTxt: '元旦放假安排' });
    staff.ws.close();
    manager.ws.close();
  });

  it('tells only the chosen users of a targeted announcement', async () => {
    const staff = await connect(ids.fuwu ?? '', tokens.fuwu);
    const manager = await connect(ids.zhuguan ?? '', tokens.zhuguan);
    const id = await createAndRelease({ titile: '请复核', msgType: 'USER', userIds: `${ids.zhuguan},` });
    expect(await manager.next()).toEqual({ cmd: 'user', msgId: id, msgTxt: '请复核' });
    staff.ws.send('HeartBeat');
    expect(await staff.next()).toEqual({ cmd: 'heartcheck', msgTxt: '心跳响应' });
    staff.ws.close();
    manager.ws.close();
  });

  it('closes the socket when its session logs out', async () => {
    const token = await server.tokenFor('fuwu');
    const s = await connect(ids.fuwu ?? '', token);
    const code = closed(s.ws);
    await server.post('/sys/logout', {}, token);
    expect(await code).toBe(4001);
  });
});

describe('a server shutting down', () => {
  it('closes the open sockets with 1012 (Service Restart), so that clients come back to a running copy', async () => {
    const other = await startListeningServer();
    const socket = await openTestSocket(
      `ws://127.0.0.1:${other.port}/hcs/websocket/${other.ids.admin}?token=${encodeURIComponent(other.tokens.admin)}`,
    );
    const code = closed(socket.ws);
    await other.server.close();
    expect(await code).toBe(1012);
  });
});
