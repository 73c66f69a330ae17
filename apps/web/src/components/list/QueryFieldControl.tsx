import { Input, InputNumber, Select } from 'antd';
import dayjs from 'dayjs';
import { DateField } from '../date/DateField.tsx';
import { DateRangeField } from '../date/DateRangeField.tsx';
import { toOptions, useDictOptions } from '../dict/useDictOptions.ts';
import { INPUT_CLEAR, SELECT_CLEAR } from '../form/iconNames.tsx';
import type { OptionItem, QueryField, QueryValues } from './types.ts';

const DATE_FORMAT = 'YYYY-MM-DD';

interface Props {
  id: string;
  field: QueryField;
  value: QueryValues[string];
  onChange(value: QueryValues[string]): void;
}

function asText(value: QueryValues[string]): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

function optionList(items: readonly OptionItem[]): { value: string; label: string }[] {
  return items.map((o) => ({ value: o.value, label: o.text }));
}

function DictQuerySelect({ id, field, value, onChange }: Props) {
  const options = toOptions(useDictOptions(field.dictCode ?? ''));
  return (
    <Select
      id={id}
      value={asText(value)}
      options={options}
      allowClear={SELECT_CLEAR}
      placeholder={field.placeholder ?? `请选择${field.label}`}
      onChange={(v: string | undefined) => onChange(v)}
    />
  );
}

/** The input of one query-form field: text, dictionary or option select, date, date range, number or custom. */
/** Enter submits the surrounding search form. */
export function QueryFieldControl({ id, field, value, onChange }: Props) {
  switch (field.type) {
    case 'dict':
      return <DictQuerySelect id={id} field={field} value={value} onChange={onChange} />;
    case 'select':
      return (
        <Select
          id={id}
          value={asText(value)}
          options={optionList(field.options ?? [])}
          allowClear={SELECT_CLEAR}
          placeholder={field.placeholder ?? `请选择${field.label}`}
          onChange={(v: string | undefined) => onChange(v)}
        />
      );
    case 'date':
      return (
        <DateField
          id={id}
          value={asText(value) ? dayjs(asText(value)) : null}
          format={DATE_FORMAT}
          placeholder={field.placeholder ?? `请选择${field.label}`}
          onChange={(d) => onChange(d ? d.format(DATE_FORMAT) : undefined)}
        />
      );
    case 'dateRange': {
      const range = Array.isArray(value) ? value : [];
      return (
        <DateRangeField
          id={id}
          className="hcs-list-query__wide"
          value={[range[0] ? dayjs(range[0]) : null, range[1] ? dayjs(range[1]) : null]}
          format={DATE_FORMAT}
          onChange={(dates) =>
            onChange(dates[0] || dates[1] ? dates.map((d) => (d ? d.format(DATE_FORMAT) : '')) : undefined)
          }
        />
      );
    }
    case 'custom':
      return field.render?.({ id, value: asText(value), onChange: (v) => onChange(v) }) ?? null;
    case 'number':
      return (
        <InputNumber
          id={id}
          className="hcs-list-query__wide"
          value={typeof value === 'number' ? value : value ? Number(value) : null}
          placeholder={field.placeholder ?? `请输入${field.label}`}
          onChange={(v) => onChange(v ?? undefined)}
        />
      );
    default:
      return (
        <Input
          id={id}
          value={asText(value) ?? ''}
          allowClear={INPUT_CLEAR}
          placeholder={field.placeholder ?? `请输入${field.label}`}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}
