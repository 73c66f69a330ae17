import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EditableGrid, type GridColumn, type GridRow } from '../src/components/grid/index.ts';
import { ApiServer, ok, type RecordedRequest } from './support/apiServer.ts';
import { mockGridLayout } from './support/gridLayout.ts';
import { renderInApp } from './support/renderInApp.tsx';

const server = new ApiServer();
beforeAll(async () => {
  mockGridLayout();
  await server.start();
});
afterAll(() => server.stop());
beforeEach(() => {
  server.reset();
  server.json('*', ok([]));
});

const itemPath = (code: string) => `/hcs/sys/dict/loadDictItem/${encodeURIComponent(code)}`;

/** Answers loadDictItem as the server does: the text of each key, in order (`label-<key>`). */
function answerLabels(code: string) {
  server.on(itemPath(code), (req) => ({
    body: ok((req.query.get('key') ?? '').split(',').map((k) => `名-${k}`)),
  }));
  return () => server.requests.filter((r: RecordedRequest) => r.path === itemPath(code));
}

const userColumn = (dict: string): GridColumn => ({
  key: 'user',
  title: '负责人',
  type: 'sel_search_async',
  dict,
});

const manyRows = (count: number): GridRow[] =>
  Array.from({ length: count }, (_, i) => ({ id: `r${i + 1}`, user: `u${i + 1}` }));

/** What a select cell shows as its value. */
const shownIn = (grid: HTMLElement, row: number) =>
  within(grid)
    .getByRole('combobox', { name: `负责人 第${row}行` })
    .closest('.ant-select-content')?.textContent;

/** The texts of a grid's 负责人 cells, as drawn (read-only cells start with their name for screen readers). */
const cellTexts = (grid: HTMLElement) =>
  [...grid.querySelectorAll('td[data-key="user"]')].map((td) => td.textContent);

describe('sel_search_async dict labels', { timeout: 30_000 }, () => {
  it('saved values show their labels: one lookup for every drawn cell of a dictionary, shared by grids', async () => {
    const code = 'sys_user,realname,username';
    const lookups = answerLabels(code);
    renderInApp(
      <>
        <EditableGrid
          aria-label="编辑表"
          columns={[userColumn(code)]}
          rows={manyRows(1000)}
          toolbar={false}
        />
        <EditableGrid
          aria-label="只读表"
          columns={[userColumn(code)]}
          rows={manyRows(3)}
          alwaysEdit={false}
          toolbar={false}
        />
      </>,
    );
    const editable = screen.getByRole('grid', { name: '编辑表' });
    await waitFor(() => expect(shownIn(editable, 1)).toBe('名-u1'));
    expect(shownIn(editable, 2)).toBe('名-u2');
    const readOnly = screen.getByRole('grid', { name: '只读表' });
    expect(cellTexts(readOnly)).toEqual([
      '负责人 第1行：名-u1',
      '负责人 第2行：名-u2',
      '负责人 第3行：名-u3',
    ]);

    // Only the drawn rows asked, together, in one request; the codes are not shown any more.
    expect(lookups()).toHaveLength(1);
    const keys = (lookups()[0]?.query.get('key') ?? '').split(',');
    expect(keys).toEqual(expect.arrayContaining(['u1', 'u2', 'u3']));
    expect(keys.length).toBeLessThan(20);
    expect(lookups()[0]?.query.get('delNotExist')).toBe('false');
  });

  it('a value picked from a search keeps its label once the cell is text again, without a lookup', async () => {
    const code = 'sys_user,realname,id';
    const lookups = answerLabels(code);
    server.on(`/hcs/sys/dict/loadDict/${encodeURIComponent(code)}`, {
      body: ok([{ value: 'u9', text: '王九' }]),
    });
    renderInApp(
      <EditableGrid
        aria-label="点击编辑"
        columns={[userColumn(code)]}
        rows={[
          { id: 'a', user: 'u1' },
          { id: 'b', user: '' },
        ]}
        alwaysEdit={false}
        toolbar={false}
      />,
    );
    const grid = screen.getByRole('grid', { name: '点击编辑' });
    await waitFor(() => expect(cellTexts(grid)[0]).toBe('负责人 第1行：名-u1'));
    await userEvent.click(grid.querySelectorAll('td[data-key="user"]')[1] as HTMLElement);
    const box = within(grid).getByRole('combobox', { name: '负责人 第2行' });
    await userEvent.type(box, '王');
    await userEvent.click(await screen.findByTitle('王九', {}, { timeout: 3000 }));
    expect(shownIn(grid, 2)).toBe('王九');
    // A click elsewhere ends editing: the cell is drawn as text, with the label the search gave.
    await userEvent.click(document.body);
    await waitFor(() => expect(within(grid).queryByRole('combobox')).toBeNull());
    expect(cellTexts(grid)[1]).toBe('负责人 第2行：王九');
    expect(lookups().map((r) => r.query.get('key'))).toEqual(['u1']);
  });

  it('more values than one request may carry go out in batches of 100', async () => {
    mockGridLayout(61 * 150);
    const code = 'sys_depart,depart_name,id';
    const lookups = answerLabels(code);
    renderInApp(
      <EditableGrid
        aria-label="大表"
        columns={[userColumn(code)]}
        rows={manyRows(150)}
        maxHeight={61 * 150}
        toolbar={false}
      />,
    );
    const grid = screen.getByRole('grid', { name: '大表' });
    // 150 rows take a while to draw on a busy machine: wait for them longer than for one cell.
    await waitFor(() => expect(shownIn(grid, 150)).toBe('名-u150'), { timeout: 15_000 });
    expect(lookups().map((r) => (r.query.get('key') ?? '').split(',').length)).toEqual([100, 50]);
  });
});
