import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { createRef } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { EditableGrid, type EditableGridHandle, type GridColumn } from '../src/components/grid/index.ts';
import { mockGridLayout } from './support/gridLayout.ts';

beforeAll(() => mockGridLayout());

const COLUMNS: GridColumn[] = [
  { key: 'intro', title: '简介', type: 'input_pop', placeholder: '点击填写' },
  { key: 'name', title: '名称', type: 'input' },
];

function renderGrid() {
  const ref = createRef<EditableGridHandle>();
  render(
    <ConfigProvider locale={zhCN}>
      <App>
        <EditableGrid
          ref={ref}
          aria-label="简介表格"
          columns={COLUMNS}
          rows={[{ id: 'r1', intro: '第一行', name: '甲' }]}
          toolbar={false}
        />
      </App>
    </ConfigProvider>,
  );
  const values = async () => {
    let rows: Record<string, unknown>[] = [];
    await act(async () => {
      rows = (await ref.current?.getValues({ rejectOnError: false }))?.rows ?? [];
    });
    return rows[0] ?? {};
  };
  return { values };
}

const textArea = () => screen.queryByRole('textbox', { name: '简介 第1行' }) as HTMLTextAreaElement | null;

describe('grid textarea cells', { timeout: 30_000 }, () => {
  it('opens with the focus in the text area, caret at the end; Escape and Shift+Tab close it back to the cell', async () => {
    const { values } = renderGrid();
    const button = screen.getByRole('button', { name: /^简介 第1行：/ });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(textArea()));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const area = textArea();
    expect(area?.style.width).toBe('300px');
    expect(area?.style.height).toBe('210px');
    expect(area?.selectionStart).toBe('第一行'.length);

    await userEvent.keyboard('{Enter}第二行');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(button);
    expect(within(button).getByText(/第一行/).textContent).toBe('第一行\n第二行');
    expect((await values()).intro).toBe('第一行\n第二行');

    await userEvent.click(button);
    await waitFor(() => expect(document.activeElement).toBe(textArea()));
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(button);
  });
});
