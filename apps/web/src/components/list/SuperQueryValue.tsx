import { DatePicker, Input, InputNumber, Select } from 'antd';
import dayjs from 'dayjs';
import { toOptions, useDictOptions } from '../dict/useDictOptions.ts';
import { SELECT_CLEAR } from '../form/iconNames.tsx';
import type { DraftCondition } from './superQueryRules.ts';
import type { SuperQueryField } from './types.ts';

interface Props {
  field: SuperQueryField | undefined;
  row: DraftCondition;
  label: string;
  onChange(val: DraftCondition['val']): void;
}

const FORMATS = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD HH:mm:ss' } as const;

function single(val: DraftCondition['val']): string | undefined {
  return Array.isArray(val) ? val[0] : val || undefined;
}

function OptionValue({
  field,
  row,
  label,
  onChange,
  options,
}: Props & { options: { value: string; label: string }[] }) {
  const multiple = row.rule === 'in';
  return (
    <Select
      aria-label={label}
      className="hcs-super-row__value"
      mode={multiple ? 'multiple' : undefined}
      value={multiple ? (Array.isArray(row.val) ? row.val : row.val ? [row.val] : []) : single(row.val)}
      options={options}
      allowClear={SELECT_CLEAR}
      placeholder={`请选择${field?.label ?? ''}`}
      onChange={(v: string | string[] | undefined) => onChange(v)}
    />
  );
}

function DictValue(props: Props) {
  const options = toOptions(useDictOptions(props.field?.dictCode ?? ''));
  return <OptionValue {...props} options={options} />;
}

/** The value input of one advanced-query condition, by the field's type. */
export function SuperQueryValue(props: Props) {
  const { field, row, label, onChange } = props;
  if (field?.options?.length) {
    return <OptionValue {...props} options={field.options.map((o) => ({ value: o.value, label: o.text }))} />;
  }
  if (field?.type === 'dict' && field.dictCode) return <DictValue {...props} />;
  const text = single(row.val);
  if (field?.type === 'date' || field?.type === 'datetime') {
    const format = FORMATS[field.type];
    return (
      <DatePicker
        aria-label={label}
        className="hcs-super-row__value"
        showTime={field.type === 'datetime'}
        format={format}
        value={text ? dayjs(text, format) : null}
        placeholder="请选择日期"
        onChange={(d) => onChange(d ? d.format(format) : undefined)}
      />
    );
  }
  if (field?.type === 'number' && row.rule !== 'in') {
    return (
      <InputNumber
        aria-label={label}
        className="hcs-super-row__value"
        value={text === undefined ? null : Number(text)}
        placeholder="请输入数值"
        onChange={(v) => onChange(v === null ? undefined : String(v))}
      />
    );
  }
  return (
    <Input
      aria-label={label}
      className="hcs-super-row__value"
      value={text ?? ''}
      placeholder={row.rule === 'in' ? '多个值用逗号分隔' : '请输入值'}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
