import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readGridUpdate } from '../src/components/grid/gridSocket.ts';
import {
  EditableGrid,
  GRID_HEARTBEAT_MS,
  GRID_HEARTBEAT_TIMEOUT_MS,
  GRID_RECONNECT_MS,
  type GridColumn,
  openGridSocket,
} from '../src/components/grid/index.ts';
import type { SocketLike } from '../src/components/notice/noticeSocket.ts';
import { useSessionStore } from '../src/stores/session.ts';
import { mockGridLayout } from './support/gridLayout.ts';

/** A socket the test drives by hand. */
class FakeSocket implements SocketLike {
  static made: FakeSocket[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  readyState = 0;
  readonly sent: unknown[] = [];
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
}

beforeAll(() => mockGridLayout());
afterEach(() => {
  FakeSocket.made = [];
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const update = (socketKey: string, patch: Record<string, unknown>) => ({
  type: 'common_send_date',
  data: { type: 'update_vxe_table', socketKey, args: [patch] },
});

describe('the grid socket', () => {
  it('beats every 10 s, reconnects 5 s after a beat unanswered for 6 s, and sends updates wrapped', () => {
    vi.useFakeTimers();
    const onUpdate = vi.fn();
    const connection = openGridSocket({
      url: 'ws://x/vxeSocket/u/p',
      onUpdate,
      createSocket: (u) => new FakeSocket(u),
    });
    const first = FakeSocket.made[0] as FakeSocket;
    first.open();
    vi.advanceTimersByTime(GRID_HEARTBEAT_MS);
    expect(first.sent).toEqual([{ type: 'heart_beat' }]);
    first.receive({ type: 'heart_beat', data: true });
    vi.advanceTimersByTime(GRID_HEARTBEAT_TIMEOUT_MS);
    expect(first.closed).toBe(false);

    expect(connection.sendUpdate('k', [{ id: '1', name: '甲' }])).toBe(true);
    expect(first.sent.at(-1)).toEqual(update('k', { id: '1', name: '甲' }));
    first.receive(update('k', { id: '2' }));
    expect(onUpdate).toHaveBeenCalledWith({ type: 'update_vxe_table', socketKey: 'k', args: [{ id: '2' }] });

    // The next beat goes unanswered: 6 s later the socket is dropped, 5 s after that a new one opens.
    vi.advanceTimersByTime(GRID_HEARTBEAT_MS - GRID_HEARTBEAT_TIMEOUT_MS);
    vi.advanceTimersByTime(GRID_HEARTBEAT_TIMEOUT_MS - 1);
    expect(first.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(first.closed).toBe(true);
    expect(connection.sendUpdate('k', [])).toBe(false);
    vi.advanceTimersByTime(GRID_RECONNECT_MS - 1);
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(2);
    connection.close();
    vi.advanceTimersByTime(GRID_RECONNECT_MS * 3);
    expect(FakeSocket.made).toHaveLength(2);
  });

  it('reads update_vxe_table bare or inside common_send_date, and nothing else', () => {
    const data = { socketKey: 'k', args: [{ id: '1' }] };
    expect(readGridUpdate(JSON.stringify({ type: 'update_vxe_table', data }))).toEqual(data);
    expect(readGridUpdate(JSON.stringify(update('k', { id: '1' })))?.args).toEqual([{ id: '1' }]);
    expect(readGridUpdate(JSON.stringify({ type: 'common_send_date', data }))).toBeNull();
    expect(readGridUpdate(JSON.stringify({ type: 'heart_beat', data: true }))).toBeNull();
    expect(readGridUpdate('not json')).toBeNull();
  });
});

const COLUMNS: GridColumn[] = [
  { key: 'name', title: '名称', type: 'input' },
  { key: 'qty', title: '数量', type: 'inputNumber' },
];

describe('EditableGrid with socketPageId', { timeout: 30_000 }, () => {
  it("sends this grid's edits of saved rows and applies the others', lighting the cell for 1400 ms", async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    useSessionStore.setState({ token: 'tok', userInfo: { id: 'u1' } as never });
    const onRowsChange = vi.fn();
    const { container } = render(
      <ConfigProvider locale={zhCN}>
        <App>
          <EditableGrid
            aria-label="协同"
            columns={COLUMNS}
            rows={[{ id: 'r1', name: '甲', qty: 1 }]}
            socketPageId="page-1"
            onRowsChange={onRowsChange}
          />
        </App>
      </ConfigProvider>,
    );
    const socket = FakeSocket.made[0] as FakeSocket;
    expect(socket.url).toMatch(/\/hcs\/vxeSocket\/u1\/page-1\?token=tok$/);
    act(() => socket.open());
    await waitFor(() => expect(container.querySelector('[data-socket="open"]')).not.toBeNull());

    fireEvent.change(screen.getByRole('textbox', { name: '名称 第1行' }), { target: { value: '乙' } });
    expect(socket.sent.at(-1)).toEqual(update('协同', { id: 'r1', name: '乙' }));

    act(() => socket.receive(update('别的表', { id: 'r1', name: '不是这张表' })));
    act(() => socket.receive(update('协同', { id: 'r1', qty: 5, notAColumn: 'x' })));
    expect(onRowsChange).toHaveBeenLastCalledWith([{ id: 'r1', name: '乙', qty: 5 }]);
    expect(screen.getByRole('textbox', { name: '数量 第1行' })).toHaveProperty('value', '5');
    const cell = () => container.querySelector('td[data-key="qty"]');
    expect(cell()?.classList.contains('hcs-grid__cell--reloaded')).toBe(true);
    expect(
      container.querySelector('td[data-key="name"]')?.classList.contains('hcs-grid__cell--reloaded'),
    ).toBe(false);
    expect(screen.getByRole('textbox', { name: '名称 第1行' })).toHaveProperty('value', '乙');
    await waitFor(() => expect(cell()?.classList.contains('hcs-grid__cell--reloaded')).toBe(false), {
      timeout: 3000,
    });
  });
});
