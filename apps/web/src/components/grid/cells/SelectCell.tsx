import { Radio, Select } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { toOptions, useDictOptions } from '../../dict/useDictOptions.ts';
import { cellKind, optionText } from '../columns.ts';
import type { GridOption } from '../types.ts';
import { asText, type CellEditorProps, splitComma } from './cellProps.ts';

const fromColumn = (options: readonly GridOption[] | undefined) =>
  (options ?? []).map((o) => ({ value: o.value, label: optionText(o), disabled: o.disabled }));

/** The column's own options, or its dictionary's. */
export function useCellOptions(props: Pick<CellEditorProps, 'column'>) {
  const dictItems = useDictOptions(props.column.options ? '' : (props.column.dictCode ?? ''));
  return useMemo(
    () => (props.column.options ? fromColumn(props.column.options) : toOptions(dictItems)),
    [props.column.options, dictItems],
  );
}

const SEARCH_DEBOUNCE_MS = 300;

/** select, select-search, select-multiple (list_multi), sel_search_async and radio cells. */
export function SelectCell(props: CellEditorProps) {
  const { column, value, disabled, label, placeholder, onChange, onBlur } = props;
  const kind = cellKind(column);
  const options = useCellOptions(props);
  const [found, setFound] = useState<{ value: string; label: string }[] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (kind === 'radio') {
    return (
      <Radio.Group
        aria-label={label}
        role="radiogroup"
        disabled={disabled}
        value={asText(value) || undefined}
        options={options}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
    );
  }

  const multiple = kind === 'selectMultiple';
  const async = kind === 'selectAsync' && column.search;
  const search = (keyword: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void column.search?.(keyword).then((list) => setFound(fromColumn(list)));
    }, SEARCH_DEBOUNCE_MS);
  };
  return (
    <Select
      aria-label={label}
      className="hcs-grid__control"
      disabled={disabled}
      placeholder={placeholder}
      allowClear
      mode={multiple ? 'multiple' : column.allowInput ? 'tags' : undefined}
      maxCount={column.allowInput && !multiple ? 1 : undefined}
      showSearch={
        kind !== 'select' || column.allowSearch
          ? { optionFilterProp: 'label', onSearch: async ? search : undefined, filterOption: !async }
          : false
      }
      notFoundContent={async && found === null ? '请输入搜索内容' : '没有查询到任何数据'}
      value={multiple || column.allowInput ? splitComma(value) : asText(value) || undefined}
      options={async ? (found ?? []) : options}
      onChange={(next: string | string[] | undefined) =>
        onChange(Array.isArray(next) ? next.join(',') : (next ?? ''))
      }
      onBlur={onBlur}
      {...column.props}
    />
  );
}
