import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { refusal } from './support/answers.ts';
import { mockGridLayout } from './support/gridLayout.ts';

const http = vi.hoisted(() => ({ getAction: vi.fn() }));
vi.mock('../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/api/request.ts')>()),
  ...http,
}));

const { EditableGrid, TREE_LOADING_TEXT, TREE_UNRECOGNISED } = await import(
  '../src/components/grid/index.ts'
);
type Column = import('../src/components/grid/index.ts').GridColumn;
type Config = import('../src/components/grid/index.ts').GridTreeConfig;

beforeAll(() => mockGridLayout());
beforeEach(() => http.getAction.mockReset());

const COLUMNS: Column[] = [
  { key: 'name', title: '名称', type: 'normal' },
  { key: 'remark', title: '备注', type: 'input' },
];

function renderTree(tree: Config) {
  return render(
    <ConfigProvider locale={zhCN}>
      <App>
        <EditableGrid
          aria-label="树"
          columns={COLUMNS}
          rows={[
            { id: 'a', name: '甲', hasChildren: true },
            { id: 'b', name: '乙', hasChildren: true },
            { id: 'c', name: '丙', hasChildren: false },
          ]}
          toolbar={false}
          tree={tree}
        />
      </App>
    </ConfigProvider>,
  );
}

/** The visible names, top to bottom (the read-only cell says '名称 第n行：' to screen readers first). */
const names = () =>
  [...document.querySelectorAll('td[data-key="name"] .hcs-grid__cell-body')].map((c) =>
    c.textContent?.replace(/^名称 第\d+行：/, ''),
  );
const expandButton = (row: number) => screen.queryByRole('button', { name: `展开第${row}行的下级` });

describe('EditableGrid tree table', { timeout: 30_000 }, () => {
  it('loads children once on first expand behind a loading... row; parent key parentId and the condition', async () => {
    let answer: (value: unknown) => void = () => undefined;
    http.getAction.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderTree({ url: '/demo/children', params: { kind: 'x' }, condition: '{"status":"1"}' });
    expect(screen.queryByRole('button', { name: /第3行的下级/ })).toBeNull();

    fireEvent.click(expandButton(1) as HTMLElement);
    expect(screen.getByText(TREE_LOADING_TEXT)).toBeTruthy();
    expect(http.getAction).toHaveBeenCalledWith('/demo/children', {
      kind: 'x',
      parentId: 'a',
      condition: '{"status":"1"}',
    });
    await act(async () =>
      answer([
        { id: 'a1', name: '甲一', hasChildren: true },
        { id: 'a2', name: '甲二', hasChildren: false, children: [] },
      ]),
    );
    expect(screen.queryByText(TREE_LOADING_TEXT)).toBeNull();
    expect(names()).toEqual(['甲', '甲一', '甲二', '乙', '丙']);
    expect(screen.getByRole('button', { name: '收起第1行的下级' }).getAttribute('aria-expanded')).toBe(
      'true',
    );

    fireEvent.click(screen.getByRole('button', { name: '收起第1行的下级' }));
    expect(names()).toEqual(['甲', '乙', '丙']);
    fireEvent.click(expandButton(1) as HTMLElement);
    expect(names()).toEqual(['甲', '甲一', '甲二', '乙', '丙']);
    expect(http.getAction).toHaveBeenCalledTimes(1);
  });

  it('a row with no children becomes a leaf; records are read; an unknown answer says 返回数据类型不识别', async () => {
    http.getAction
      .mockResolvedValueOnce({ records: [] })
      .mockResolvedValueOnce({ total: 3 })
      .mockResolvedValueOnce({ records: [{ id: 'b1', name: '乙一' }] });
    renderTree({ url: '/demo/children', parentKey: 'pid' });
    fireEvent.click(expandButton(1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('button', { name: /第1行的下级/ })).toBeNull());
    expect(http.getAction).toHaveBeenLastCalledWith('/demo/children', { pid: 'a' });

    fireEvent.click(expandButton(2) as HTMLElement);
    expect(await screen.findByText(TREE_UNRECOGNISED)).toBeTruthy();
    expect(expandButton(2)?.getAttribute('aria-expanded')).toBe('false');
    expect(names()).toEqual(['甲', '乙', '丙']);
    // Still not loaded: the next expand asks again.
    fireEvent.click(expandButton(2) as HTMLElement);
    await waitFor(() => expect(names()).toEqual(['甲', '乙', '乙一', '丙']));
  });

  it('a refused load shows the server’s message and leaves the row closed', async () => {
    http.getAction.mockRejectedValueOnce(refusal('没有权限查看下级'));
    renderTree({ url: '/demo/children' });
    fireEvent.click(expandButton(1) as HTMLElement);
    expect(await screen.findByText('没有权限查看下级')).toBeTruthy();
    expect(expandButton(1)?.getAttribute('aria-expanded')).toBe('false');
  });
});
