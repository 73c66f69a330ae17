import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { HeadForm, type HeadValues, NEW_HEAD } from '../src/views/modules/online/cgform/design/HeadForm.tsx';
import { renderInApp } from './support/renderInApp.tsx';

function Designer() {
  const [form] = Form.useForm<HeadValues>();
  return (
    <Form form={form} name="cgform-head" initialValues={NEW_HEAD}>
      <HeadForm editing={false} />
    </Form>
  );
}

/** Types a table name into 表名 and leaves the field, as a designer would. */
function typeTableName(name: string) {
  const input = screen.getByLabelText('表名');
  fireEvent.change(input, { target: { value: name } });
  fireEvent.blur(input);
}

describe('表名 of the designer (the server refuses the same names with the same words)', () => {
  it('refuses an SQL reserved word', async () => {
    renderInApp(<Designer />);
    typeTableName('select');
    expect(await screen.findByText('表名 select 是SQL保留字，请换一个名称')).toBeTruthy();
  });

  it('refuses a reserved prefix, then accepts an ordinary name', async () => {
    renderInApp(<Designer />);
    typeTableName('sys_demo');
    expect(await screen.findByText('表名不能使用系统保留的前缀：sys_')).toBeTruthy();
    typeTableName('demo_order');
    await waitFor(() => expect(screen.queryByText('表名不能使用系统保留的前缀：sys_')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
