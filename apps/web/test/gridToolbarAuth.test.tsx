import type { AllAuthEntry, AuthEntry } from '@hcs/shared';
import { act, render, screen } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EditableGrid, type GridColumn, type GridRow } from '../src/components/grid/index.ts';
import { useSessionStore } from '../src/stores/session.ts';
import { mockGridLayout } from './support/gridLayout.ts';

beforeAll(() => mockGridLayout());
afterEach(() => useSessionStore.setState({ auth: [], allAuth: [] }));

const COLUMNS: GridColumn[] = [{ key: 'name', title: '服务对象', type: 'input' }];
const ROWS: GridRow[] = [{ id: 'a1', name: '张三' }];

/** The grid's toolbar buttons for the demo prefix's rules. */
const RULES: AllAuthEntry[] = [
  { action: 'demo:add', type: '1', status: '1', describe: '新增行' },
  { action: 'demo:batch_delete', type: '1', status: '1', describe: '删除行' },
];

function renderGrid(authPre?: string) {
  render(
    <ConfigProvider locale={zhCN}>
      <App>
        <EditableGrid
          aria-label="测试表格"
          columns={COLUMNS}
          rows={ROWS}
          rowSelection="checkbox"
          authPre={authPre}
        />
      </App>
    </ConfigProvider>,
  );
}

const button = (name: RegExp) => screen.queryByRole('button', { name });
const ADD = /新\s*增/;
const INSERT = /插入一行/;
const REMOVE = /删\s*除/;

// Spec §6: "The add and batch_delete buttons are hidden when their code is among the user's excluded
// (non-granted) codes for that prefix. With no prefix all are shown. Excluding batch_delete also hides remove."
describe('the grid toolbar under a permission prefix (authPre)', { timeout: 30_000 }, () => {
  it('hides 新增 / 插入一行 and 删除 when add and batch_delete are not granted', () => {
    useSessionStore.setState({ auth: [], allAuth: RULES });
    renderGrid('demo:');
    expect(button(ADD)).toBeNull();
    expect(button(INSERT)).toBeNull();
    expect(button(REMOVE)).toBeNull();
    // The other buttons stay.
    expect(button(/上\s*移/)).not.toBeNull();
  });

  it('excluding only batch_delete hides 删除 and keeps 新增', () => {
    const auth: AuthEntry[] = [{ action: 'demo:add', type: '1', describe: '' }];
    useSessionStore.setState({ auth, allAuth: RULES });
    renderGrid('demo:');
    expect(button(ADD)).not.toBeNull();
    expect(button(INSERT)).not.toBeNull();
    expect(button(REMOVE)).toBeNull();
  });

  it('shows the buttons once granted, and when a rule is switched off', () => {
    useSessionStore.setState({ auth: [], allAuth: RULES });
    renderGrid('demo:');
    expect(button(ADD)).toBeNull();
    act(() =>
      useSessionStore.setState({ auth: [{ action: 'demo:add,demo:batch_delete', type: '1', describe: '' }] }),
    );
    expect(button(ADD)).not.toBeNull();
    expect(button(INSERT)).not.toBeNull();
    expect(button(REMOVE)).not.toBeNull();
    act(() =>
      useSessionStore.setState({
        auth: [],
        allAuth: RULES.map((rule) => ({ ...rule, status: '0' })),
      }),
    );
    expect(button(ADD)).not.toBeNull();
    expect(button(REMOVE)).not.toBeNull();
  });

  it('without authPre shows every button whatever the rules', () => {
    useSessionStore.setState({ auth: [], allAuth: RULES });
    renderGrid();
    expect(button(ADD)).not.toBeNull();
    expect(button(INSERT)).not.toBeNull();
    expect(button(REMOVE)).not.toBeNull();
  });
});
