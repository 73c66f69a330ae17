import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DictSearchSelect } from '../src/components/dict/DictSearchSelect.tsx';
import { DICT_SEARCH_DEBOUNCE_MS } from '../src/components/dict/useDictSearch.ts';
import { GRID_SEARCH_DEBOUNCE_MS } from '../src/components/grid/cells/cellSearch.ts';
import { EditableGrid } from '../src/components/grid/index.ts';
import { mockGridLayout } from './support/gridLayout.ts';
import { renderInApp } from './support/renderInApp.tsx';

const loadDict = vi.hoisted(() => vi.fn(async () => []));
vi.mock('../src/api/dict.ts', async (original) => ({
  ...(await original<typeof import('../src/api/dict.ts')>()),
  loadDict,
}));

beforeAll(() => mockGridLayout());
afterEach(() => {
  vi.useRealTimers();
  loadDict.mockClear();
});

/** Types `text` into the combobox, then lets `ms` pass on the (fake) clock. */
function typeAndWait(box: HTMLElement, text: string, ms: number) {
  fireEvent.change(box, { target: { value: text } });
  act(() => vi.advanceTimersByTime(ms));
}

// Spec §9: "Debounces: dictionary search 300 ms (one place) and 800 ms (another)".
describe('dictionary search debounces', { timeout: 30_000 }, () => {
  it('the search select waits 800 ms after the last keystroke', () => {
    expect(DICT_SEARCH_DEBOUNCE_MS).toBe(800);
    renderInApp(<DictSearchSelect dict="sys_user,realname,username" async aria-label="用户" />);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const box = screen.getByRole('combobox', { name: '用户' });
    fireEvent.mouseDown(box);
    typeAndWait(box, '李', 500);
    typeAndWait(box, '李服', 799);
    expect(loadDict).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(loadDict.mock.calls).toEqual([['sys_user,realname,username', '李服', 10]]);
  });

  it('the grid’s async search cell waits 300 ms after the last keystroke', () => {
    expect(GRID_SEARCH_DEBOUNCE_MS).toBe(300);
    const search = vi.fn(async () => []);
    renderInApp(
      <EditableGrid
        aria-label="测试表格"
        toolbar={false}
        columns={[{ key: 'city', title: '城市', type: 'sel_search_async', search }]}
        rows={[{ id: 's1', city: '' }]}
      />,
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const box = screen.getByRole('combobox', { name: '城市 第1行' });
    fireEvent.mouseDown(box);
    typeAndWait(box, '上', 200);
    typeAndWait(box, '上海', 299);
    expect(search).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(search.mock.calls).toEqual([['上海']]);
  });
});
