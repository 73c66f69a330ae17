import type { OnlineFormField } from '@hcs/shared';
import { onlineFormResource } from '@hcs/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Form, type FormInstance } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onlineField, onlineHead } from '../../../packages/shared/test/support/onlineDefinition.ts';
import { QueryWrapper } from './support/queryClient.tsx';

const dict = vi.hoisted(() => ({ getDictItems: vi.fn() }));
vi.mock('../src/api/dict.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/api/dict.ts')>()),
  ...dict,
}));

const { OnlineFieldControl } = await import('../src/views/modules/online/cgform/auto/OnlineFieldControl.tsx');
const { clearDictItemsCache } = await import('../src/components/dict/dictItemsCache.ts');

const ITEMS = [
  { value: 'r', text: '红色' },
  { value: 'g', text: '绿色' },
  { value: 'b', text: '蓝色' },
];

function Control({
  design,
  formRef,
}: {
  design: OnlineFormField;
  formRef: { current: FormInstance | null };
}) {
  const [form] = Form.useForm();
  formRef.current = form;
  const resource = onlineFormResource({
    head: onlineHead({ tableName: 'paint', tableTxt: '颜料' }),
    fields: [design],
  });
  const field = resource.fields[design.dbFieldName];
  if (!field?.input) throw new Error('the field has no input');
  return (
    <App>
      <Form form={form}>
        <Form.Item name={design.dbFieldName} label={field.label}>
          <OnlineFieldControl design={design} field={field} input={field.input} editing />
        </Form.Item>
      </Form>
    </App>
  );
}

function renderControl(given: Partial<OnlineFormField>) {
  const formRef: { current: FormInstance | null } = { current: null };
  const design = onlineField('color', '颜色', { dictField: 'paint_color', ...given });
  render(<Control design={design} formRef={formRef} />, { wrapper: QueryWrapper });
  return () => formRef.current?.getFieldValue('color');
}

async function pick(user: ReturnType<typeof userEvent.setup>, ...texts: string[]) {
  await user.click(screen.getByRole('combobox', { name: '颜色' }));
  for (const text of texts) await user.click(await screen.findByTitle(text));
}

beforeEach(() => {
  clearDictItemsCache();
  dict.getDictItems.mockReset();
  dict.getDictItems.mockResolvedValue(ITEMS);
});

describe('a designed field with a dictionary, by its show type', { timeout: 20_000 }, () => {
  it('radio: one of the items as radio buttons', async () => {
    const user = userEvent.setup();
    const value = renderControl({ fieldShowType: 'radio' });
    const group = await screen.findByRole('radiogroup', { name: '颜色' });
    await user.click(await within(group).findByRole('radio', { name: '绿色' }));
    expect(value()).toBe('g');
    expect(dict.getDictItems).toHaveBeenCalledWith('paint_color');
  });

  it('checkbox: several items as check boxes, stored comma-joined', async () => {
    const user = userEvent.setup();
    const value = renderControl({ fieldShowType: 'checkbox' });
    await user.click(await screen.findByRole('checkbox', { name: '红色' }));
    await user.click(screen.getByRole('checkbox', { name: '蓝色' }));
    expect(value()).toBe('r,b');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('list: one item out of a drop-down list', async () => {
    const user = userEvent.setup();
    const value = renderControl({ fieldShowType: 'list' });
    await pick(user, '蓝色');
    await waitFor(() => expect(value()).toBe('b'));
  });

  it('list_multi: several items out of a drop-down list, stored comma-joined', async () => {
    const user = userEvent.setup();
    const value = renderControl({ fieldShowType: 'list_multi' });
    await pick(user, '红色', '绿色');
    await waitFor(() => expect(value()).toBe('r,g'));
  });

  it('sel_search: one item out of a list searched by its text', async () => {
    const user = userEvent.setup();
    const value = renderControl({ fieldShowType: 'sel_search' });
    const box = screen.getByRole('combobox', { name: '颜色' });
    await user.click(box);
    await user.type(box, '绿');
    await waitFor(() => expect(screen.queryByTitle('红色')).toBeNull());
    await user.click(await screen.findByTitle('绿色'));
    await waitFor(() => expect(value()).toBe('g'));
  });

  it('without a dictionary: a plain text box, asking for no items', async () => {
    const user = userEvent.setup();
    const value = renderControl({ fieldShowType: 'radio', dictField: null });
    const box = screen.getByRole('textbox', { name: '颜色' });
    await user.type(box, '紫色');
    expect(value()).toBe('紫色');
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(dict.getDictItems).not.toHaveBeenCalled();
  });
});
