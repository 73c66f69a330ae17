import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HEARTBEAT_TEXT,
  NOTICE_HEARTBEAT_MS,
  NOTICE_RECONNECT_MS,
  type NoticeMessage,
  openNoticeSocket,
  parseNoticeMessage,
  type SocketLike,
} from '../src/components/notice/noticeSocket.ts';

/** A socket the test drives by hand: it opens, fails, closes and receives when told to. */
class FakeSocket implements SocketLike {
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  readyState = 0;
  readonly sent: string[] = [];
  closed = false;

  constructor(readonly url: string) {}

  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(data: string) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
  drop() {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close'));
  }
}

let sockets: FakeSocket[];
let messages: NoticeMessage[];
const URL = 'ws://127.0.0.1/hcs/websocket/u1?token=t';

function open() {
  return openNoticeSocket({
    url: URL,
    onMessage: (m) => messages.push(m),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
  });
}

function latest(): FakeSocket {
  const socket = sockets.at(-1);
  if (!socket) throw new Error('no socket');
  return socket;
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  messages = [];
});
afterEach(() => vi.useRealTimers());

describe('notice socket', () => {
  it('connects to the url and sends HeartBeat every 20 s while open', () => {
    const handle = open();
    expect(sockets).toHaveLength(1);
    expect(latest().url).toBe(URL);
    latest().open();
    vi.advanceTimersByTime(NOTICE_HEARTBEAT_MS - 1);
    expect(latest().sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(latest().sent).toEqual([HEARTBEAT_TEXT]);
    vi.advanceTimersByTime(NOTICE_HEARTBEAT_MS);
    expect(latest().sent).toEqual([HEARTBEAT_TEXT, HEARTBEAT_TEXT]);
    handle.close();
  });

  it('passes on topic and user pushes only', () => {
    const handle = open();
    latest().open();
    latest().receive(JSON.stringify({ cmd: 'topic', msgId: 'a1', msgTxt: '停水通知' }));
    latest().receive(JSON.stringify({ cmd: 'user', msgId: 'a2', msgTxt: '请处理工单' }));
    latest().receive(JSON.stringify({ cmd: 'heartcheck', msgTxt: '心跳响应' }));
    latest().receive('not json');
    expect(messages).toEqual([
      { cmd: 'topic', msgId: 'a1', msgTxt: '停水通知' },
      { cmd: 'user', msgId: 'a2', msgTxt: '请处理工单' },
    ]);
    handle.close();
  });

  it('reconnects once, 5 s after an error followed by its close', () => {
    const handle = open();
    latest().open();
    latest().fail();
    latest().drop();
    expect(sockets[0]?.closed).toBe(true);
    vi.advanceTimersByTime(NOTICE_RECONNECT_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(NOTICE_RECONNECT_MS * 3);
    expect(sockets).toHaveLength(2);
    // The dropped socket's heartbeat stopped with it.
    expect(sockets[0]?.sent).toEqual([]);
    handle.close();
  });

  it('keeps trying every 5 s while the server stays away', () => {
    const handle = open();
    latest().drop();
    vi.advanceTimersByTime(NOTICE_RECONNECT_MS);
    latest().fail();
    vi.advanceTimersByTime(NOTICE_RECONNECT_MS);
    expect(sockets).toHaveLength(3);
    latest().open();
    latest().receive(JSON.stringify({ cmd: 'topic', msgId: 'a3', msgTxt: '恢复' }));
    expect(messages).toHaveLength(1);
    handle.close();
  });

  it('stops for good when closed, even with a reconnect pending', () => {
    const handle = open();
    latest().open();
    latest().drop();
    handle.close();
    vi.advanceTimersByTime(NOTICE_RECONNECT_MS * 2 + NOTICE_HEARTBEAT_MS);
    expect(sockets).toHaveLength(1);

    const second = open();
    latest().open();
    second.close();
    expect(latest().closed).toBe(true);
    vi.advanceTimersByTime(NOTICE_HEARTBEAT_MS * 2);
    expect(latest().sent).toEqual([]);
    expect(sockets).toHaveLength(2);
  });

  it('reads frames with JSON.parse and nothing else', () => {
    expect(parseNoticeMessage('{"cmd":"user","msgId":"x"}')).toEqual({ cmd: 'user', msgId: 'x' });
    expect(parseNoticeMessage('({cmd:"user"})')).toBeNull();
    expect(parseNoticeMessage(new ArrayBuffer(2))).toBeNull();
  });
});
