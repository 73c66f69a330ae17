import { Select } from 'antd';
import type { CSSProperties } from 'react';
import { type FieldAria, fieldAria } from '../form/fieldAria.ts';
import { SELECT_CLEAR } from '../form/iconNames.tsx';
import { type CommaValue, joinValue, splitValue } from './commaValue.ts';
import { toOptions, useDictItems } from './useDictOptions.ts';

export interface DictMultiSelectProps extends FieldAria {
  /** A plain dictionary code, or a table code `table,text,code[,where]`. */
  dictCode: string;
  /** The chosen values, comma-joined. */
  value?: CommaValue;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  style?: CSSProperties;
}

/** Several values of a dictionary in one select; the field holds them comma-joined. */
export function DictMultiSelect(props: DictMultiSelectProps) {
  const { dictCode, value, onChange, disabled, id, style } = props;
  const { items, loading, error } = useDictItems(dictCode);
  return (
    <Select
      id={id}
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      {...fieldAria(props)}
      mode="multiple"
      style={{ width: '100%', ...style }}
      disabled={disabled}
      allowClear={SELECT_CLEAR}
      showSearch={{ optionFilterProp: 'label' }}
      loading={loading}
      status={error ? 'error' : undefined}
      placeholder={error ?? props.placeholder ?? '请选择'}
      notFoundContent={error ?? undefined}
      value={splitValue(value)}
      options={toOptions(items)}
      onChange={(values: string[]) => onChange?.(joinValue(values))}
    />
  );
}
