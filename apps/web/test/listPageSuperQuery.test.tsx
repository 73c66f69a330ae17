import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { savedQueriesKey, storeSavedQueries } from '../src/components/list/savedQueries.ts';
import { getLocal } from '../src/utils/storage.ts';
import { current, grant, pageOf, renderList, rows } from './support/listHarness.tsx';
import { untilSpinnersStop } from './support/spinners.ts';

const api = vi.hoisted(() => ({ getAction: vi.fn(), downloadFile: vi.fn(), uploadAction: vi.fn() }));
vi.mock('../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/api/request.ts')>()),
  ...api,
}));

const KEY = savedQueriesKey('/test/list');

function lastList(): Record<string, unknown> | undefined {
  return api.getAction.mock.calls.filter((c) => c[0] === '/test/list').at(-1)?.[1] as Record<string, unknown>;
}

/** Waits until the table is no longer loading, and its spinner, which blocks clicks, is gone. */
async function idle(): Promise<void> {
  await waitFor(() => expect(current().loading).toBe(false));
  await untilSpinnersStop();
}

async function dialogTitled(title: string): Promise<HTMLElement> {
  const [heading] = await screen.findAllByText(title, {
    selector: '.ant-modal-title, .ant-modal-confirm-title',
  });
  return heading?.closest('.ant-modal') as HTMLElement;
}

async function openPanel(): Promise<HTMLElement> {
  await userEvent.click(screen.getByRole('button', { name: /^高级查询/ }));
  return dialogTitled('高级查询构造器');
}

/** Picks `option` in the select labelled `label` inside `scope`. */
async function choose(scope: HTMLElement, label: string, option: string): Promise<void> {
  await userEvent.click(within(scope).getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  const visible = options.filter((o) => o.closest('.ant-select-dropdown-hidden') === null);
  await userEvent.click(visible.at(-1) as HTMLElement);
}

function button(scope: HTMLElement, name: RegExp | string): HTMLElement {
  return within(scope).getByRole('button', { name });
}

async function fillCodeCondition(panel: HTMLElement, value = 'ZW'): Promise<void> {
  await choose(panel, '条件1的字段', '职务编码');
  await choose(panel, '条件1的匹配规则', '以..开始');
  await userEvent.type(within(panel).getByLabelText('条件1的值'), value);
}

beforeEach(async () => {
  vi.clearAllMocks();
  grant();
  api.getAction.mockResolvedValue(pageOf(rows(10), 25));
  renderList();
  await screen.findByText('职务1');
});

describe('advanced query', { timeout: 90_000 }, () => {
  it('refuses an empty query with 不能查询空条件', async () => {
    const panel = await openPanel();
    await userEvent.click(button(panel, /^查\s*询$/));
    expect(await screen.findByText('不能查询空条件')).toBeTruthy();
    await choose(panel, '条件1的字段', '职务编码');
    await userEvent.click(button(panel, /^查\s*询$/));
    expect(await screen.findAllByText('不能查询空条件')).toHaveLength(2);
    expect(current().superQuery.active).toBe(false);
  });

  it('applies the conditions from page 1, marks the button active, and reset clears them', async () => {
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastList()).toMatchObject({ pageNo: 2 }));
    await idle();
    const panel = await openPanel();
    await fillCodeCondition(panel);
    await userEvent.click(button(panel, '在条件1后添加条件'));
    await choose(panel, '条件2的字段', '职级');
    await choose(panel, '条件2的匹配规则', '在...中');
    await choose(panel, '条件2的值', '员级');
    await choose(panel, '条件2的值', '正高级');
    await userEvent.click(button(panel, '在条件2后添加条件'));
    await choose(panel, '过滤条件匹配', 'OR（条件中的任意一个匹配）');
    await userEvent.click(button(panel, /^查\s*询$/));

    const conditions = [
      { field: 'code', rule: 'right_like', val: 'ZW' },
      { field: 'postRank', rule: 'in', val: '1,5' },
    ];
    await waitFor(() =>
      expect(lastList()).toMatchObject({
        pageNo: 1,
        superQueryParams: encodeURIComponent(JSON.stringify(conditions)),
        superQueryMatchType: 'or',
      }),
    );
    expect(screen.getByRole('button', { name: '高级查询（已有高级查询条件生效）' })).toBeTruthy();

    const again = await openPanel();
    expect((within(again).getByLabelText('条件1的值') as HTMLInputElement).value).toBe('ZW');
    await userEvent.click(button(again, /^重\s*置$/));
    await waitFor(() => expect(lastList()).not.toHaveProperty('superQueryParams'));
    expect(lastList()).toMatchObject({ pageNo: 1 });
    expect(current().superQuery.active).toBe(false);
    expect(screen.getByRole('button', { name: '高级查询' })).toBeTruthy();
  });

  it('keeps only the first value when a rule leaves in on an option field', async () => {
    const panel = await openPanel();
    await choose(panel, '条件1的字段', '职级');
    await choose(panel, '条件1的匹配规则', '在...中');
    await choose(panel, '条件1的值', '员级');
    await choose(panel, '条件1的值', '中级');
    await choose(panel, '条件1的匹配规则', '等于');
    await userEvent.click(button(panel, /^查\s*询$/));
    await waitFor(() =>
      expect(current().superQuery.params).toEqual([{ field: 'postRank', rule: 'eq', val: '1' }]),
    );
  });

  it('saves under a name: 空条件不能保存, 保存名称不能为空, 保存成功, and 已存在，是否覆盖？', async () => {
    const panel = await openPanel();
    await userEvent.click(button(panel, '保存查询条件'));
    expect(await screen.findByText('空条件不能保存')).toBeTruthy();

    await fillCodeCondition(panel);
    await userEvent.click(button(panel, '保存查询条件'));
    const naming = await dialogTitled('请输入保存的名称');
    await userEvent.click(button(naming, /确\s*定/));
    expect(await screen.findByText('保存名称不能为空')).toBeTruthy();
    await userEvent.type(within(naming).getByLabelText('保存名称'), '编码前缀');
    await userEvent.click(button(naming, /确\s*定/));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(getLocal(KEY)).toEqual([
      { title: '编码前缀', matchType: 'and', records: [{ field: 'code', rule: 'right_like', val: 'ZW' }] },
    ]);
    expect(button(panel, '编码前缀')).toBeTruthy();

    await userEvent.type(within(panel).getByLabelText('条件1的值'), 'X');
    await userEvent.click(button(panel, '保存查询条件'));
    const renaming = await dialogTitled('请输入保存的名称');
    await waitFor(() =>
      expect((within(renaming).getByLabelText('保存名称') as HTMLInputElement).value).toBe('编码前缀'),
    );
    await userEvent.click(button(renaming, /确\s*定/));
    const overwrite = await dialogTitled('已存在，是否覆盖？');
    await userEvent.click(button(overwrite, /确\s*定/));
    await waitFor(() =>
      expect(getLocal(KEY)).toEqual([
        { title: '编码前缀', matchType: 'and', records: [{ field: 'code', rule: 'right_like', val: 'ZWX' }] },
      ]),
    );
  });

  it('loads a saved query into the form and deletes one after 是否删除当前查询？', async () => {
    storeSavedQueries(KEY, [
      { title: '高职级', matchType: 'or', records: [{ field: 'postRank', rule: 'in', val: '3,5' }] },
      { title: '编码', matchType: 'and', records: [{ field: 'code', rule: 'eq', val: 'C1' }] },
    ]);
    const panel = await openPanel();
    await userEvent.click(button(panel, '高职级'));
    expect(within(panel).getByText('中级')).toBeTruthy();
    expect(within(panel).getByText('正高级')).toBeTruthy();
    expect(within(panel).getByText('OR（条件中的任意一个匹配）')).toBeTruthy();
    await userEvent.click(button(panel, /^查\s*询$/));
    await waitFor(() =>
      expect(current().superQuery.params).toEqual([{ field: 'postRank', rule: 'in', val: '3,5' }]),
    );

    const again = await openPanel();
    await userEvent.click(button(again, '删除查询“编码”'));
    const confirm = await dialogTitled('是否删除当前查询？');
    await userEvent.click(button(confirm, /确\s*定/));
    await waitFor(() => expect(within(again).queryByRole('button', { name: '编码' })).toBeNull());
    expect(getLocal(KEY)).toEqual([
      { title: '高职级', matchType: 'or', records: [{ field: 'postRank', rule: 'in', val: '3,5' }] },
    ]);
  });

  it('applies and clears through the hook too, each from page 1', async () => {
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastList()).toMatchObject({ pageNo: 2 }));
    act(() => current().superQuery.apply([{ field: 'code', rule: 'eq', val: 'C1' }], 'and'));
    await waitFor(() => expect(lastList()).toMatchObject({ pageNo: 1, superQueryMatchType: 'and' }));
    await idle();
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastList()).toMatchObject({ pageNo: 2 }));
    act(() => current().superQuery.clear());
    await waitFor(() => expect(lastList()).toMatchObject({ pageNo: 1 }));
    expect(lastList()).not.toHaveProperty('superQueryParams');
  });
});
