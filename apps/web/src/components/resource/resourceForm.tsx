import {
  inputFields,
  type Resource,
  type ResourceField,
  type ResourceInput,
  type ResourceRow,
} from '@hcs/shared';
import { Form, Input, InputNumber, Skeleton } from 'antd';
import { type ComponentType, lazy, Suspense } from 'react';
import { postAction, putAction } from '../../api/request.ts';
import { DictSelect } from '../dict/DictSelect.tsx';
import { FormModal } from '../form/FormModal.tsx';
import type { RecordFormProps } from '../list/FormListPage.tsx';
import { resourceFormRules } from './resourceFormRules.ts';

// Date fields load the date picker only on forms that have one.
const ResourceDateInput = lazy(() => import('./ResourceDateInput.tsx'));

type Values = Record<string, unknown>;

export interface ResourceControlProps {
  field: ResourceField;
  input: ResourceInput;
  /** Given by the Form.Item around the control. */
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  /** Given when the field is also checked on leaving it (a unique field). */
  onBlur?: () => void;
  /** The record being edited; null when adding. */
  editing: boolean;
}

function FieldControl({ field, input, id, value, onChange, onBlur, editing }: ResourceControlProps) {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  if (field.sensitive) {
    return (
      <Input.Password
        id={id}
        autoComplete="new-password"
        placeholder={editing ? '不修改请留空' : `请输入${field.label}`}
        value={text ?? ''}
        onChange={(event) => onChange?.(event.target.value)}
        onBlur={onBlur}
        {...(input.max ? { maxLength: input.max } : {})}
      />
    );
  }
  if (field.dict) {
    return (
      <DictSelect
        dictCode={field.dict}
        placeholder={`请选择${field.label}`}
        {...(id ? { id } : {})}
        {...(text !== undefined ? { value: text } : {})}
        onChange={(v) => onChange?.(v)}
      />
    );
  }
  switch (field.type) {
    case 'number':
      return (
        <InputNumber
          id={id}
          placeholder={`请输入${field.label}`}
          style={{ width: '100%' }}
          value={typeof value === 'number' ? value : null}
          onChange={(v) => onChange?.(v)}
          onBlur={onBlur}
        />
      );
    case 'date':
    case 'datetime':
      return (
        <Suspense fallback={<Skeleton.Input active block />}>
          <ResourceDateInput
            {...(id ? { id } : {})}
            kind={field.type}
            placeholder={`请选择${field.label}`}
            value={text ?? null}
            onChange={(v) => onChange?.(v)}
          />
        </Suspense>
      );
    case 'string':
      if (field.multiline) {
        return (
          <Input.TextArea
            id={id}
            placeholder={`请输入${field.label}`}
            autoSize={field.multiline}
            value={text ?? ''}
            onChange={(event) => onChange?.(event.target.value)}
            onBlur={onBlur}
            {...(input.max ? { maxLength: input.max } : {})}
          />
        );
      }
      return (
        <Input
          id={id}
          placeholder={`请输入${field.label}`}
          value={text ?? ''}
          onChange={(event) => onChange?.(event.target.value)}
          onBlur={onBlur}
          {...(input.max ? { maxLength: input.max } : {})}
        />
      );
  }
}

/** Text as the user meant it: surrounding blanks dropped, as the server drops them. */
const trimmed = (values: Values): Values =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]));

export interface ResourceFormOptions {
  /** A control of the module's own for a field (a cron editor, a rule grid), given the same props. */
  controls?: Readonly<Record<string, ComponentType<ResourceControlProps>>>;
  /** The dialog's width (px), for forms with wide controls. */
  width?: number;
}

/**
 * The 新增 / 编辑 dialog of a resource (docs/resources.md): one field per entered field of the
 * definition, with the server's own rules; saves through the resource's add and edit endpoints.
 */
export function resourceForm<R extends Resource>(
  resource: R,
  options: ResourceFormOptions = {},
): ComponentType<RecordFormProps<ResourceRow<R>>> {
  const fields = inputFields(resource);
  return function ResourceFormModal({ open, record, onClose, onSaved }: RecordFormProps<ResourceRow<R>>) {
    const [form] = Form.useForm<Values>();
    const rules = resourceFormRules(resource, record?.id);
    const current = record as Values | null;
    const save = (values: Values) =>
      record
        ? putAction<null>(`${resource.path}/edit`, { ...trimmed(values), id: record.id })
        : postAction<null>(`${resource.path}/add`, trimmed(values));
    return (
      <FormModal<Values>
        open={open}
        title={record ? '编辑' : '新增'}
        form={form}
        name={`${resource.table}-form`}
        {...(options.width ? { width: options.width } : {})}
        initialValues={Object.fromEntries(fields.map(([name]) => [name, current?.[name] ?? undefined]))}
        save={save}
        onClose={onClose}
        onSaved={onSaved}
      >
        {fields.map(([name, field]) => {
          const Control = options.controls?.[name] ?? FieldControl;
          return (
            <Form.Item
              key={name}
              name={name}
              label={field.label}
              rules={rules[name]}
              {...(field.input.hint ? { extra: field.input.hint } : {})}
              {...(field.input.unique ? { validateTrigger: ['onChange', 'onBlur'] } : {})}
            >
              <Control field={field} input={field.input} editing={record !== null} />
            </Form.Item>
          );
        })}
      </FormModal>
    );
  };
}
