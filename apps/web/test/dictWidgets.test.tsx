import { StorageKeys } from '@hcs/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useState } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CategorySelect } from '../src/components/dict/CategorySelect.tsx';
import { DictMultiSelect } from '../src/components/dict/DictMultiSelect.tsx';
import { DictSearchSelect } from '../src/components/dict/DictSearchSelect.tsx';
import { DictSelect } from '../src/components/dict/DictSelect.tsx';
import { DictText } from '../src/components/dict/DictText.tsx';
import { clearDictItemsCache } from '../src/components/dict/dictItemsCache.ts';
import { clearTranslatedTexts } from '../src/components/dict/dictTexts.ts';
import { TreeDictSelect } from '../src/components/dict/TreeDictSelect.tsx';
import { setLocal } from '../src/utils/storage.ts';
import { ApiServer, fail, ok, type RecordedRequest } from './support/apiServer.ts';
import { recordEffects } from './support/effects.ts';
import { renderInApp } from './support/renderInApp.tsx';

const server = new ApiServer();
beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(() => {
  server.reset();
  recordEffects();
  clearDictItemsCache();
  clearTranslatedTexts();
});

/** A widget held in state the way a form holds it; the value is shown for the test to read. */
function Controlled(props: {
  initial?: string;
  children: (value: string | undefined, set: (v: string | undefined) => void) => ReactElement;
}) {
  const [value, setValue] = useState<string | undefined>(props.initial);
  return (
    <>
      {props.children(value, setValue)}
      <output data-testid="value">{value ?? '（空）'}</output>
    </>
  );
}

const shown = () => screen.getByTestId('value').textContent;
const requestsTo = (path: string) => server.requests.filter((r) => r.path === `/hcs${path}`);
const loginDicts = (dicts: Record<string, { value: string; text: string }[]>) =>
  setLocal(StorageKeys.dictCache, dicts);
const SEX = [
  { value: '1', text: '男' },
  { value: '2', text: '女' },
];

async function pick(label: string, option: string) {
  await userEvent.click(screen.getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  const visible = options.filter((o) => o.closest('.ant-select-dropdown-hidden') === null);
  await userEvent.click(visible.at(-1) as HTMLElement);
}

describe('DictSelect and DictMultiSelect', { timeout: 30_000 }, () => {
  it('read a plain code from the login cache: no request, and emit the chosen value', async () => {
    loginDicts({ sex: SEX });
    renderInApp(
      <Controlled>
        {(v, set) => <DictSelect dictCode="sex" aria-label="性别" value={v} onChange={set} />}
      </Controlled>,
    );
    await pick('性别', '女');
    expect(shown()).toBe('2');
    expect(server.requests).toHaveLength(0);
  });

  it('fetch a table code with its encoded where part once for every widget of that code', async () => {
    const code = `sys_depart,depart_name,id,${encodeURIComponent('{"parent_id":"dep_centre"}')}`;
    server.json('*', ok([{ value: 'dep_east', text: '东城服务站' }]));
    renderInApp(
      <>
        <DictSelect dictCode={code} aria-label="站点甲" />
        <DictSelect dictCode={code} type="radio" aria-label="站点乙" />
      </>,
    );
    expect(await screen.findByRole('radio', { name: '东城服务站' })).toBeTruthy();
    const [request, ...others] = server.requests;
    expect(others).toHaveLength(0);
    expect(decodeURIComponent((request as RecordedRequest).path)).toBe(`/hcs/sys/dict/getDictItems/${code}`);
    expect(request?.headers['x-sign']).toMatch(/^[0-9A-F]{32}$/);
  });

  it('say 字典Code不能为空! for an empty code and ask nothing', async () => {
    renderInApp(<DictSelect dictCode="" aria-label="无编码" />);
    expect(await screen.findByText('字典Code不能为空!')).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });

  it('offer radio buttons and checkboxes; checkboxes and the multi-select store comma-joined values', async () => {
    loginDicts({ sex: SEX });
    renderInApp(
      <Controlled initial="1">
        {(v, set) => (
          <DictSelect dictCode="sex" type="checkbox" aria-label="性别多选" value={v} onChange={set} />
        )}
      </Controlled>,
    );
    expect(screen.getByRole('group', { name: '性别多选' })).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: '女' }));
    expect(shown()).toBe('1,2');
    await userEvent.click(screen.getByRole('checkbox', { name: '男' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '女' }));
    expect(shown()).toBe('（空）');
  });

  it('the multi-select shows each value by its text and emits the rest when one is removed', async () => {
    loginDicts({ sex: SEX });
    const { container } = renderInApp(
      <Controlled initial="1,2">
        {(v, set) => <DictMultiSelect dictCode="sex" aria-label="性别" value={v} onChange={set} />}
      </Controlled>,
    );
    const tags = () =>
      [...container.querySelectorAll('.ant-select-selection-item-content')].map((e) => e.textContent);
    expect(tags()).toEqual(['男', '女']);
    const remove = container.querySelector('.ant-select-selection-item-remove') as HTMLElement;
    await userEvent.click(remove);
    expect(shown()).toBe('2');
  });
});

describe('DictSearchSelect (async)', { timeout: 30_000 }, () => {
  const code = 'sys_user,realname,username';
  const render = (initial?: string) =>
    renderInApp(
      <Controlled initial={initial}>
        {(v, set) => <DictSearchSelect dict={code} async aria-label="用户" value={v} onChange={set} />}
      </Controlled>,
    );
  const loadDictCalls = () => requestsTo(`/sys/dict/loadDict/${encodeURIComponent(code)}`);

  it('hints 请输入搜索内容, debounces typing by 800 ms and shows 没有查询到任何数据 for no match', async () => {
    server.on('*', (req) =>
      req.query.get('keyword') === '管理'
        ? { body: ok([{ value: 'admin', text: '管理员' }]) }
        : { body: ok([]) },
    );
    render();
    await userEvent.click(screen.getByLabelText('用户'));
    expect(await screen.findByText('请输入搜索内容')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('用户'), '管理');
    expect(loadDictCalls()).toHaveLength(0);
    await screen.findByTitle('管理员');
    expect(loadDictCalls().map((r) => [r.query.get('keyword'), r.query.get('pageSize')])).toEqual([
      ['管理', '10'],
    ]);
    await userEvent.click(screen.getByTitle('管理员'));
    expect(shown()).toBe('admin');

    await userEvent.type(screen.getByLabelText('用户'), '无此人');
    expect(await screen.findByText('没有查询到任何数据')).toBeTruthy();
  });

  it('uses only the latest search’s answer, even when an earlier one arrives later', async () => {
    server.on('*', (req) =>
      req.query.get('keyword') === '李'
        ? { body: ok([{ value: 'old', text: '李旧结果' }]), delayMs: 900 }
        : { body: ok([{ value: 'fuwu', text: '李服务' }]) },
    );
    render();
    const input = screen.getByLabelText('用户');
    await userEvent.click(input);
    await userEvent.type(input, '李');
    await waitFor(() => expect(loadDictCalls()).toHaveLength(1));
    await userEvent.type(input, '服');
    await screen.findByTitle('李服务');
    await act(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    expect(screen.queryByTitle('李旧结果')).toBeNull();
    expect(screen.getByTitle('李服务')).toBeTruthy();
  });

  it('shows a refused search’s message as a warning', async () => {
    server.json('*', fail('不支持的字典表或字段'));
    render();
    await userEvent.click(screen.getByLabelText('用户'));
    await userEvent.type(screen.getByLabelText('用户'), 'x');
    expect(await screen.findByText('不支持的字典表或字段')).toBeTruthy();
    expect(document.querySelector('.ant-message-warning')).not.toBeNull();
  });

  it('shows a value set from outside by its text, looked up without the _t timestamp', async () => {
    server.json('*', ok(['李服务']));
    render('fuwu');
    expect(await screen.findByText('李服务')).toBeTruthy();
    const [lookup] = requestsTo(`/sys/dict/loadDictItem/${encodeURIComponent(code)}`);
    expect(lookup?.query.get('key')).toBe('fuwu');
    expect(lookup?.query.has('_t')).toBe(false);
  });
});

describe('DictText', { timeout: 30_000 }, () => {
  it('translates comma values one by one, from the login cache or through loadDictItem', async () => {
    loginDicts({ sex: SEX });
    server.json('*', ok(['管理员', '李服务']));
    renderInApp(
      <>
        <DictText dictCode="sex" value="2,1" className="sex" />
        <DictText dictCode="sex" value="9" className="unknown" />
        <DictText dictCode="sys_user,realname,username" value="admin,fuwu" className="users" />
      </>,
    );
    expect(document.querySelector('.sex')?.textContent).toBe('女,男');
    expect(document.querySelector('.unknown')?.textContent).toBe('9');
    await waitFor(() => expect(document.querySelector('.users')?.textContent).toBe('管理员,李服务'));
    expect(server.last().query.get('key')).toBe('admin,fuwu');
    expect(server.last().query.get('delNotExist')).toBe('false');
  });
});

describe('TreeDictSelect and CategorySelect', { timeout: 30_000 }, () => {
  const node = (key: string, title: string, leaf: boolean, parentId: string | null = null) => ({
    key,
    value: key,
    title,
    label: title,
    leaf,
    parentId,
  });

  it('refuses a condition that is not a JSON object, asking nothing', async () => {
    renderInApp(<TreeDictSelect dict="sys_depart,depart_name,id" condition="status=1" aria-label="部门" />);
    expect(await screen.findByText('组件JTreeSelect-condition传值有误，需要一个json字符串!')).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });

  it('loads the roots, then a node’s children when it is expanded, and emits the chosen key', async () => {
    server.on('/hcs/sys/dict/loadTreeData', (req) =>
      req.query.get('pid')
        ? { body: ok([node('east', '东城服务站', true, 'centre')]) }
        : { body: ok([node('centre', '助残服务中心', false)]) },
    );
    renderInApp(
      <Controlled>
        {(v, set) => (
          <TreeDictSelect
            dict="sys_depart,depart_name,id"
            pidField="parent_id"
            condition='{"status":"1"}'
            aria-label="部门"
            value={v}
            onChange={set}
          />
        )}
      </Controlled>,
    );
    await userEvent.click(screen.getByLabelText('部门'));
    await screen.findByTitle('助残服务中心');
    const roots = requestsTo('/sys/dict/loadTreeData');
    expect(
      roots.map((r) => [r.query.get('pid'), r.query.get('tableName'), r.query.get('condition')]),
    ).toEqual([['', 'sys_depart', '{"status":"1"}']]);
    const switcher = document.querySelector('.ant-select-tree-switcher_close') as HTMLElement;
    fireEvent.click(switcher);
    await userEvent.click(await screen.findByTitle('东城服务站'));
    expect(requestsTo('/sys/dict/loadTreeData').at(-1)?.query.get('pid')).toBe('centre');
    expect(shown()).toBe('east');
    const popup = document.querySelector('.ant-select-dropdown') as HTMLElement;
    expect(popup.style.maxHeight).toBe('400px');
  });

  it('widgets of one source share one request for their roots; a refusal is said once and marks each', async () => {
    server.json('/hcs/sys/dict/loadTreeData', fail('该表未注册为树形字典'));
    renderInApp(
      <>
        <TreeDictSelect dict="sys_depart,depart_name,id" aria-label="服务部门" />
        <TreeDictSelect dict="sys_depart,depart_name,id" aria-label="回访部门" />
      </>,
    );
    await waitFor(() => expect(document.querySelectorAll('.ant-select-status-error')).toHaveLength(2));
    expect(requestsTo('/sys/dict/loadTreeData')).toHaveLength(1);
    expect(screen.getAllByText('该表未注册为树形字典')).toHaveLength(1);
  });

  it('a category root that cannot load shows the server’s message as an error', async () => {
    server.json('/hcs/sys/category/loadTreeRoot', fail('该编码【X99】不存在，请核实!'));
    renderInApp(<CategorySelect pcode="X99" aria-label="分类" />);
    expect(await screen.findByText('该编码【X99】不存在，请核实!')).toBeTruthy();
    expect(document.querySelector('.ant-message-error')).not.toBeNull();
    expect(server.last().query.get('pcode')).toBe('X99');
    expect(server.last().query.get('async')).toBe('true');
  });

  it('a category value set from outside is shown by its name (loadDictItem, or loadOne for codes)', async () => {
    server.json('/hcs/sys/category/loadTreeRoot', ok([]));
    server.json('/hcs/sys/category/loadDictItem', ok(['助餐']));
    server.json(
      '/hcs/sys/category/loadOne',
      ok({ id: 'c9', pid: 'c1', name: '轮椅', code: 'A02A01A01', hasChild: null }),
    );
    renderInApp(
      <>
        <CategorySelect pcode="A01" value="id-meal" aria-label="按id" />
        <CategorySelect pcode="A02" field="code" value="A02A01A01" aria-label="按编码" />
      </>,
    );
    expect(await screen.findByText('助餐')).toBeTruthy();
    expect(await screen.findByText('轮椅')).toBeTruthy();
    expect(requestsTo('/sys/category/loadDictItem')[0]?.query.get('ids')).toBe('id-meal');
    expect(requestsTo('/sys/category/loadOne')[0]?.query.toString()).toContain('field=code&val=A02A01A01');
  });
});
