import {
  inputFields,
  type Resource,
  type ResourceField,
  type ResourceInput,
  type ResourceRow,
  stripPhone,
} from '@hcs/shared';
import { Form, type FormRule, Input, InputNumber, Skeleton } from 'antd';
import { type ComponentType, lazy, Suspense } from 'react';
import { postAction, putAction } from '../../api/request.ts';
import { DictMultiSelect } from '../dict/DictMultiSelect.tsx';
import { DictSelect } from '../dict/DictSelect.tsx';
import { type FORM_MODAL_LAYOUT, FormModal } from '../form/FormModal.tsx';
import { type FieldAria, fieldAria } from '../form/fieldAria.ts';
import type { RecordFormProps } from '../list/FormListPage.tsx';
import { ResourceSwitch } from './ResourceSwitch.tsx';
import { resourceCheckReads, resourceFormRules } from './resourceFormRules.ts';

// Date fields load the date picker only on forms that have one.
const ResourceDateInput = lazy(() => import('./ResourceDateInput.tsx'));

type Values = Record<string, unknown>;

export interface ResourceControlProps extends FieldAria {
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
  /** Shown but not to be changed (a field this record keeps, see `locked`). */
  disabled?: boolean;
}

/** The keyboard a number field opens on a phone: digits only for whole numbers, with the decimal point otherwise. */
export const numberInputMode = (input: ResourceInput): 'numeric' | 'decimal' =>
  input.integer ? 'numeric' : 'decimal';

/** The control a field gets by default; a form of the module's own layout (a drawer in columns) uses it too. */
export function ResourceFieldControl({
  field,
  input,
  id,
  value,
  onChange,
  onBlur,
  editing,
  disabled = false,
  ...given
}: ResourceControlProps) {
  const aria = fieldAria(given);
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  if (field.sensitive) {
    return (
      <Input.Password
        id={id}
        {...aria}
        autoComplete="new-password"
        disabled={disabled}
        placeholder={editing ? '不修改请留空' : `请输入${field.label}`}
        value={text ?? ''}
        onChange={(event) => onChange?.(event.target.value)}
        onBlur={onBlur}
        {...(input.max ? { maxLength: input.max } : {})}
      />
    );
  }
  if (field.switch && field.dict) {
    return (
      <ResourceSwitch
        dictCode={field.dict}
        disabled={disabled}
        {...(id ? { id } : {})}
        {...aria}
        value={value}
        onChange={(v) => onChange?.(v)}
      />
    );
  }
  if (field.dict && field.multiple) {
    return (
      <DictMultiSelect
        dictCode={field.dict}
        placeholder={`请选择${field.label}`}
        disabled={disabled}
        {...(id ? { id } : {})}
        {...aria}
        {...(text !== undefined ? { value: text } : {})}
        onChange={(v) => onChange?.(v)}
      />
    );
  }
  if (field.dict) {
    return (
      <DictSelect
        dictCode={field.dict}
        placeholder={`请选择${field.label}`}
        disabled={disabled}
        {...(id ? { id } : {})}
        {...aria}
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
          {...aria}
          placeholder={input.placeholder ?? `请输入${field.label}`}
          style={{ width: '100%' }}
          disabled={disabled}
          {...(input.range?.min !== undefined ? { min: input.range.min } : {})}
          {...(input.range?.max !== undefined ? { max: input.range.max } : {})}
          {...(input.integer ? { precision: 0 } : {})}
          inputMode={numberInputMode(input)}
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
            {...aria}
            kind={field.type}
            disabled={disabled}
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
            {...aria}
            placeholder={input.placeholder ?? `请输入${field.label}`}
            autoSize={field.multiline}
            disabled={disabled}
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
          {...aria}
          placeholder={input.placeholder ?? `请输入${field.label}`}
          disabled={disabled}
          value={text ?? ''}
          onChange={(event) => onChange?.(input.phone ? stripPhone(event.target.value) : event.target.value)}
          onBlur={onBlur}
          {...(input.phone ? { inputMode: 'tel', type: 'tel', autoComplete: 'off' } : {})}
          {...(input.max ? { maxLength: input.max } : {})}
        />
      );
  }
}

/** Text as the user meant it: surrounding blanks dropped, as the server drops them (a secret is taken as typed). */
const trimmed = (resource: Resource, values: Values): Values =>
  Object.fromEntries(
    Object.entries(values).map(([k, v]) => [
      k,
      typeof v === 'string' && !resource.fields[k]?.sensitive ? v.trim() : v,
    ]),
  );

export interface ResourceFormOptions {
  /** A control of the module's own for a field (a cron editor, a rule grid), given the same props. */
  controls?: Readonly<Record<string, ComponentType<ResourceControlProps>>>;
  /** The dialog's width (px), for forms with wide controls. */
  width?: number;
  /** The label and field columns, where a wide control needs more of the row than the family's layout gives. */
  layout?: typeof FORM_MODAL_LAYOUT;
  /** Fields an edit of this record shows but does not let change (a record the system relies on keeps its code). */
  locked?: (record: Readonly<Record<string, unknown>>) => readonly string[];
  /** Fields checked when saving only, not on each change (a grid whose cells check themselves as they are filled). */
  checkOnSave?: readonly string[];
}

/** A field's rules, run when the form is saved and not on a change of the field. */
const onSaveOnly = (rules: FormRule[] = []): FormRule[] =>
  rules.map((rule) => (typeof rule === 'function' ? rule : { ...rule, validateTrigger: [] }));

/**
 * The 新增 / 编辑 dialog of a resource (docs/resources.md): one field per entered field of the
 * definition, with the server's own rules; saves through the resource's add and edit endpoints.
 */
export function resourceForm<R extends Resource>(
  resource: R,
  options: ResourceFormOptions = {},
): ComponentType<RecordFormProps<ResourceRow<R>>> {
  const fields = inputFields(resource).filter(([, field]) => !field.input.apiOnly);
  return function ResourceFormModal({ open, record, onClose, onSaved }: RecordFormProps<ResourceRow<R>>) {
    const [form] = Form.useForm<Values>();
    const rules = resourceFormRules(resource, record ? String(record.id) : undefined);
    const current = record as Values | null;
    const locked = new Set(current && options.locked ? options.locked(current) : []);
    const save = (values: Values) =>
      record
        ? putAction<null>(`${resource.path}/edit`, { ...trimmed(resource, values), id: record.id })
        : postAction<null>(`${resource.path}/add`, trimmed(resource, values));
    return (
      <FormModal<Values>
        open={open}
        title={record ? '编辑' : '新增'}
        form={form}
        name={`${resource.table}-form`}
        {...(options.width ? { width: options.width } : {})}
        {...(options.layout ? { layout: options.layout } : {})}
        initialValues={Object.fromEntries(
          fields.map(([name, field]) => [name, current ? (current[name] ?? undefined) : field.input.default]),
        )}
        save={save}
        onClose={onClose}
        onSaved={onSaved}
      >
        {fields.map(([name, field]) => {
          const Control = options.controls?.[name] ?? ResourceFieldControl;
          const reads = resourceCheckReads(resource, name);
          // A field entered once (fixed) is shown, not changed, when editing.
          const fixed = record !== null && field.input.fixed === true;
          return (
            <Form.Item
              key={name}
              name={name}
              label={field.label}
              rules={options.checkOnSave?.includes(name) ? onSaveOnly(rules[name]) : rules[name]}
              {...(field.input.hint ? { extra: field.input.hint } : {})}
              {...(fixed ? { extra: `${field.label}创建后不能修改` } : {})}
              {...(field.input.unique ? { validateTrigger: ['onChange', 'onBlur'] } : {})}
              {...(reads.length > 0 ? { dependencies: reads } : {})}
            >
              <Control
                field={field}
                input={field.input}
                editing={record !== null}
                {...(locked.has(name) || fixed ? { disabled: true } : {})}
              />
            </Form.Item>
          );
        })}
      </FormModal>
    );
  };
}
