import type { OnlineFormField, TreeDictNode } from '@hcs/shared';
import { onlineFormResource } from '@hcs/shared';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Form, type FormInstance } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onlineField, onlineHead } from '../../../packages/shared/test/support/onlineDefinition.ts';
import { QueryWrapper } from './support/queryClient.tsx';

const dict = vi.hoisted(() => ({ loadTreeData: vi.fn() }));
vi.mock('../src/api/dict.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/api/dict.ts')>()),
  ...dict,
}));

const { OnlineFieldControl } = await import('../src/views/modules/online/cgform/auto/OnlineFieldControl.tsx');
const { linkDownPlaces } = await import('../src/views/modules/online/cgform/auto/LinkDownSelect.tsx');

const CHAIN = { table: 'sys_category', txt: 'name', key: 'id', linkField: 'city,area' };

const field = (dbFieldName: string, dbFieldTxt: string, extra: Partial<OnlineFormField> = {}) =>
  onlineField(dbFieldName, dbFieldTxt, { fieldLength: 120, sortFlag: 1, ...extra });

const fields = [
  field('province', '省份', { fieldShowType: 'link_down', fieldExtendJson: JSON.stringify(CHAIN) }),
  field('city', '城市'),
  field('area', '区县'),
];

const node = (value: string, title: string): TreeDictNode => ({
  key: value,
  value,
  title,
  label: title,
  leaf: false,
  parentId: null,
});

const TREE: Record<string, TreeDictNode[]> = {
  '': [node('p1', '浙江'), node('p2', '江苏')],
  p1: [node('c1', '杭州')],
  p2: [node('c2', '南京')],
  c1: [node('a1', '西湖区')],
  c2: [node('a2', '玄武区')],
};

const definition = { head: onlineHead({ tableName: 'addr', tableTxt: '地址' }), fields };

function Chain({
  formRef,
  initial,
}: {
  formRef: { current: FormInstance | null };
  initial: Record<string, string>;
}) {
  const [form] = Form.useForm();
  formRef.current = form;
  const resource = onlineFormResource(definition);
  const places = linkDownPlaces(fields);
  return (
    <App>
      <Form form={form} initialValues={initial}>
        {(['province', 'city', 'area'] as const).map((name) => {
          const f = resource.fields[name];
          const design = fields.find((d) => d.dbFieldName === name);
          if (!f?.input || !design) return null;
          return (
            <Form.Item key={name} name={name} label={f.label}>
              <OnlineFieldControl
                design={design}
                linkDown={places.get(name)}
                field={f}
                input={f.input}
                editing
              />
            </Form.Item>
          );
        })}
      </Form>
    </App>
  );
}

const combo = (label: string) => screen.getByRole('combobox', { name: label });
const disabled = (label: string) => (combo(label) as HTMLInputElement).disabled;

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(combo(label));
  const item = await screen.findByTitle(option);
  await user.click(item);
}

beforeEach(() => {
  dict.loadTreeData.mockReset();
  dict.loadTreeData.mockImplementation(async (params: { pid: string }) => TREE[params.pid] ?? []);
});

describe('linked selects (link_down)', () => {
  it('knows each chained field, its parent and the levels below', () => {
    const places = linkDownPlaces(fields);
    expect(places.get('province')).toMatchObject({ level: 0, parent: null, below: ['city', 'area'] });
    expect(places.get('city')).toMatchObject({
      level: 1,
      parent: 'province',
      parentLabel: '省份',
      below: ['area'],
    });
    expect(places.get('area')).toMatchObject({ level: 2, parent: 'city', below: [] });
    // The resource reads the chain fields' text from the chain's table.
    expect(onlineFormResource(definition).fields.city?.dict).toBe('sys_category,name,id');
  });

  it('loads each level from the choice before it and clears the levels below on a change', async () => {
    const user = userEvent.setup();
    const formRef: { current: FormInstance | null } = { current: null };
    render(<Chain formRef={formRef} initial={{}} />, { wrapper: QueryWrapper });
    // Nothing chosen: the later levels wait for the one before.
    expect(disabled('城市')).toBe(true);
    expect(disabled('区县')).toBe(true);
    await choose(user, '省份', '浙江');
    await waitFor(() => expect(disabled('城市')).toBe(false));
    expect(dict.loadTreeData).toHaveBeenCalledWith(
      expect.objectContaining({
        pid: 'p1',
        tableName: 'sys_category',
        text: 'name',
        code: 'id',
        pidField: 'pid',
      }),
    );
    await choose(user, '城市', '杭州');
    await waitFor(() => expect(disabled('区县')).toBe(false));
    await choose(user, '区县', '西湖区');
    expect(formRef.current?.getFieldsValue()).toEqual({ province: 'p1', city: 'c1', area: 'a1' });

    await choose(user, '省份', '江苏');
    await waitFor(() =>
      expect(formRef.current?.getFieldsValue()).toEqual({ province: 'p2', city: '', area: '' }),
    );
    expect(disabled('区县')).toBe(true);
    await user.click(combo('城市'));
    expect(await screen.findByTitle('南京')).toBeTruthy();
    expect(screen.queryByTitle('杭州')).toBeNull();
  });

  it('shows a stored chain and is usable with the keyboard', async () => {
    const user = userEvent.setup();
    const formRef: { current: FormInstance | null } = { current: null };
    render(<Chain formRef={formRef} initial={{ province: 'p2', city: 'c2', area: 'a2' }} />, {
      wrapper: QueryWrapper,
    });
    expect(await screen.findByTitle('玄武区')).toBeTruthy();
    expect(screen.getByTitle('南京')).toBeTruthy();
    // Keyboard: type into the first level to find 浙江, Enter chooses it.
    act(() => combo('省份').focus());
    await user.keyboard('浙江');
    await screen.findByTitle('浙江');
    fireEvent.keyDown(combo('省份'), { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => expect(formRef.current?.getFieldValue('province')).toBe('p1'));
    expect(formRef.current?.getFieldValue('city')).toBe('');
    expect(formRef.current?.getFieldValue('area')).toBe('');
  });
});
