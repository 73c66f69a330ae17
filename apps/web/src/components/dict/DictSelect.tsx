import { Checkbox, Radio, Select } from 'antd';
import type { CSSProperties } from 'react';
import { type FieldAria, fieldAria } from '../form/fieldAria.ts';
import { SELECT_CLEAR } from '../form/iconNames.tsx';
import { type CommaValue, joinValue, splitValue } from './commaValue.ts';
import { toOptions, useDictItems } from './useDictOptions.ts';

/** How the items are offered (the family's JDictSelectTag tag types, plus checkboxes). */
export type DictSelectType = 'select' | 'radio' | 'radioButton' | 'checkbox';

export interface DictSelectProps extends FieldAria {
  /** A plain dictionary code, or a table code `table,text,code[,where]` (see tableDictCode). */
  dictCode: string;
  type?: DictSelectType;
  /** The stored value; checkboxes store their values comma-joined. */
  value?: CommaValue;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  style?: CSSProperties;
}

/** One value (or, as checkboxes, several) out of a dictionary's items, as a controlled form field. */
export function DictSelect(props: DictSelectProps) {
  const { dictCode, type = 'select', value, onChange, disabled, id, style } = props;
  const { items, loading, error } = useDictItems(dictCode);
  const options = toOptions(items);
  const aria = {
    'aria-label': props['aria-label'],
    'aria-labelledby': props['aria-labelledby'],
    ...fieldAria(props),
  };
  const single = value === null || value === undefined || value === '' ? undefined : String(value);

  if (type === 'radio' || type === 'radioButton') {
    return (
      <Radio.Group
        id={id}
        role="radiogroup"
        {...aria}
        style={style}
        disabled={disabled}
        value={single}
        optionType={type === 'radioButton' ? 'button' : 'default'}
        options={options}
        onChange={(e) => onChange?.(e.target.value as string)}
      />
    );
  }
  if (type === 'checkbox') {
    return (
      <fieldset id={id} {...aria} style={{ border: 0, margin: 0, padding: 0, minWidth: 0, ...style }}>
        <Checkbox.Group
          disabled={disabled}
          value={splitValue(value)}
          options={options}
          onChange={(checked) => onChange?.(joinValue(checked.map(String)))}
        />
      </fieldset>
    );
  }
  return (
    <Select
      id={id}
      {...aria}
      style={{ width: '100%', ...style }}
      disabled={disabled}
      allowClear={SELECT_CLEAR}
      showSearch={{ optionFilterProp: 'label' }}
      loading={loading}
      status={error ? 'error' : undefined}
      placeholder={error ?? props.placeholder ?? '请选择'}
      notFoundContent={error ?? undefined}
      value={single}
      options={options}
      onChange={(v: string | undefined) => onChange?.(v)}
    />
  );
}
