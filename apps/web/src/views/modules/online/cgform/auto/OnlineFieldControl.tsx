import type { OnlineFormField } from '@hcs/shared';
import { Input, Skeleton, Switch } from 'antd';
import { lazy, type ReactElement, Suspense } from 'react';
import { AreaPicker } from '../../../../../components/area/index.ts';
import {
  CategorySelect,
  DictMultiSelect,
  DictSearchSelect,
  DictSelect,
  type DictSelectProps,
  TreeDictSelect,
} from '../../../../../components/dict/index.ts';
import { MarkdownEditor, RichTextEditor } from '../../../../../components/editor/index.tsx';
import { type FieldAria, fieldAria } from '../../../../../components/form/fieldAria.ts';
import { DepartSelect, UserSelect } from '../../../../../components/pickers/index.ts';
import { PopupField } from '../../../../../components/report/PopupField.tsx';
import {
  type ResourceControlProps,
  ResourceFieldControl,
} from '../../../../../components/resource/resourceForm.tsx';
import { FileUpload } from '../../../../../components/upload/FileUpload.tsx';
import { LinkDownField, type LinkDownPlace } from './LinkDownSelect.tsx';

const ResourceDateInput = lazy(() => import('../../../../../components/resource/ResourceDateInput.tsx'));

/** A field's extension JSON (a popup's mapping, a switch's values, linked selects' table) as an object. */
export function extendOf(field: OnlineFormField): Record<string, unknown> {
  if (!field.fieldExtendJson) return {};
  try {
    const parsed: unknown = JSON.parse(field.fieldExtendJson);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

const stringOf = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

/** The two values of a switch: the extension's [on, off], else Y/N (1/0 for a number column). */
export function switchValues(field: OnlineFormField): [string | number, string | number] {
  if (field.fieldExtendJson) {
    try {
      const parsed: unknown = JSON.parse(field.fieldExtendJson);
      if (Array.isArray(parsed) && parsed.length === 2) {
        const [on, off] = parsed as unknown[];
        if (
          (typeof on === 'string' || typeof on === 'number') &&
          (typeof off === 'string' || typeof off === 'number')
        )
          return [on, off];
      }
    } catch {
      // Not a pair: the default values.
    }
  }
  return field.dbType === 'int' ? [1, 0] : ['Y', 'N'];
}

type DictControlProps = Pick<
  DictSelectProps,
  'id' | 'aria-label' | keyof FieldAria | 'placeholder' | 'disabled' | 'value' | 'onChange'
>;

/** The show types whose values are dictionary items, each with the dictionary control that offers them. */
const DICT_CONTROLS: Partial<
  Record<OnlineFormField['fieldShowType'], (dictCode: string, props: DictControlProps) => ReactElement>
> = {
  list: (dictCode, props) => <DictSelect dictCode={dictCode} {...props} />,
  radio: (dictCode, props) => <DictSelect type="radio" dictCode={dictCode} {...props} />,
  checkbox: (dictCode, props) => <DictSelect type="checkbox" dictCode={dictCode} {...props} />,
  list_multi: (dictCode, props) => <DictMultiSelect dictCode={dictCode} {...props} />,
  sel_search: (dictCode, props) => <DictSearchSelect dict={dictCode} {...props} />,
};

export interface OnlineFieldControlProps extends ResourceControlProps {
  /** The designed field: its show type picks the control. */
  design: OnlineFormField;
  /** Its place in a chain of linked selects (link_down) of the form: a select of its level. */
  linkDown?: LinkDownPlace | undefined;
  /** Where the form keeps this form's values (a one-to-one sub form's table name); top level when absent. */
  namePrefix?: readonly string[] | undefined;
}

/**
 * The control of a designed field by its show type (every control the toolkit has), the resource's
 * default control (text, password, text area, number, date) where the show type is one of those.
 */
export function OnlineFieldControl({ design, linkDown, namePrefix, ...props }: OnlineFieldControlProps) {
  const { field, id, value, onChange, disabled } = props;
  if (linkDown) {
    return (
      <LinkDownField
        {...fieldAria(props)}
        place={linkDown}
        namePrefix={namePrefix}
        label={field.label}
        {...(id ? { id } : {})}
        value={value}
        disabled={disabled}
        onChange={(next) => onChange?.(next)}
      />
    );
  }
  const text = textOf(value);
  const label = field.label;
  // Its name, and the error and help the Form.Item around it ties to it.
  const aria = { 'aria-label': label, ...fieldAria(props) };
  const idProp = id ? { id } : {};
  const dictCode = field.dict ?? design.dictField ?? '';
  const change = (next: unknown) => onChange?.(next);
  const dictControl = DICT_CONTROLS[design.fieldShowType];
  if (dictControl) {
    if (!dictCode) return <ResourceFieldControl {...props} />;
    return dictControl(dictCode, {
      ...idProp,
      ...aria,
      placeholder: `请选择${label}`,
      ...(disabled !== undefined ? { disabled } : {}),
      ...(text !== undefined ? { value: text } : {}),
      onChange: change,
    });
  }
  switch (design.fieldShowType) {
    case 'date':
    case 'datetime':
      return (
        <Suspense fallback={<Skeleton.Input active block />}>
          <ResourceDateInput
            {...idProp}
            {...aria}
            kind={design.fieldShowType}
            disabled={disabled ?? false}
            placeholder={`请选择${label}`}
            value={text ?? null}
            onChange={change}
          />
        </Suspense>
      );
    case 'time':
      return (
        <Input
          {...idProp}
          {...aria}
          type="time"
          step={1}
          disabled={disabled}
          value={text ?? ''}
          onChange={(event) => change(event.target.value)}
        />
      );
    case 'switch': {
      const [on, off] = switchValues(design);
      return (
        <Switch
          {...idProp}
          {...aria}
          disabled={disabled}
          checked={value === on || String(value) === String(on)}
          onChange={(checked) => change(checked ? on : off)}
        />
      );
    }
    case 'file':
    case 'image':
      return (
        <FileUpload
          {...idProp}
          {...aria}
          aria-label={`上传${label}`}
          fileType={design.fieldShowType === 'image' ? 'image' : 'all'}
          disabled={disabled}
          value={text ?? null}
          onChange={change}
        />
      );
    case 'umeditor':
      return (
        <RichTextEditor {...idProp} {...aria} disabled={disabled} value={text ?? ''} onChange={change} />
      );
    case 'markdown':
      return (
        <MarkdownEditor {...idProp} {...aria} disabled={disabled} value={text ?? ''} onChange={change} />
      );
    case 'popup': {
      const extend = extendOf(design);
      return (
        <PopupField
          {...idProp}
          {...fieldAria(props)}
          code={stringOf(extend.code, design.dictTable ?? '')}
          orgFields={stringOf(extend.orgFields, design.dictField ?? '')}
          destFields={stringOf(extend.destFields, design.dictText ?? '')}
          field={stringOf(extend.field)}
          multi={extend.multi === true}
          placeholder={`请选择${label}`}
          {...(disabled ? { disabled } : {})}
          {...(text !== undefined ? { value: text } : {})}
          onChange={change}
        />
      );
    }
    case 'cat_tree':
      return (
        <CategorySelect
          {...idProp}
          {...aria}
          pcode={design.dictField || '0'}
          placeholder={`请选择${label}`}
          disabled={disabled}
          value={text}
          onChange={change}
        />
      );
    case 'sel_tree':
    case 'link_down': {
      const extend = extendOf(design);
      const table = stringOf(extend.table, design.dictTable ?? '');
      const txt = stringOf(extend.txt, design.dictText ?? '');
      const key = stringOf(extend.key, design.dictField ?? '');
      if (!table || !txt || !key) return <ResourceFieldControl {...props} />;
      const pidField = stringOf(extend.pidField);
      const hasChildField = stringOf(extend.hasChildField);
      return (
        <TreeDictSelect
          {...idProp}
          {...aria}
          dict={`${table},${txt},${key}`}
          {...(pidField ? { pidField } : {})}
          {...(hasChildField ? { hasChildField } : {})}
          placeholder={`请选择${label}`}
          disabled={disabled}
          value={text}
          onChange={change}
        />
      );
    }
    case 'sel_user':
      return (
        <UserSelect
          {...idProp}
          {...aria}
          multiple={extendOf(design).multi === true}
          placeholder={`请选择${label}`}
          disabled={disabled}
          value={text ?? null}
          onChange={(next) => change(next)}
        />
      );
    case 'sel_depart':
      return (
        <DepartSelect
          {...idProp}
          {...aria}
          multiple={extendOf(design).multi === true}
          placeholder={`请选择${label}`}
          disabled={disabled}
          value={text ?? null}
          onChange={(next) => change(next)}
        />
      );
    case 'pca':
      return (
        <AreaPicker
          {...idProp}
          {...aria}
          disabled={disabled}
          value={text ?? null}
          onChange={(next) => change(next ?? '')}
        />
      );
    default:
      return <ResourceFieldControl {...props} />;
  }
}
