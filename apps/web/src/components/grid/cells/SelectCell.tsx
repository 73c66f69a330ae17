import { type GetProps, Radio, Select, type SelectProps } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { toOptions, useDictOptions } from '../../dict/useDictOptions.ts';
import { cellKind, optionText } from '../columns.ts';
import type { GridOption } from '../types.ts';
import { asText, type CellEditorProps, passedProps, splitComma } from './cellProps.ts';
import { cellSearch } from './cellSearch.ts';
import { labelDict, useDictLabels } from './dictLabels.ts';

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
  // A saved value shows its dictionary label before anyone searches.
  const dict = labelDict(column);
  const labelOf = useDictLabels(dict, splitComma(value));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Only the latest search's answer is shown, whatever order the answers come in.
  const latest = useRef(0);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      latest.current += 1;
    },
    [],
  );

  if (kind === 'radio') {
    return (
      <Radio.Group
        options={options}
        {...passedProps<GetProps<typeof Radio.Group>>(column)}
        aria-label={label}
        role="radiogroup"
        disabled={disabled}
        value={asText(value) || undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
    );
  }

  const multiple = kind === 'selectMultiple';
  const searcher = kind === 'selectAsync' ? cellSearch(column) : undefined;
  const async = Boolean(searcher);
  const search = (keyword: string) => {
    clearTimeout(timer.current);
    const ticket = ++latest.current;
    timer.current = setTimeout(() => {
      void searcher?.(keyword).then((list) => {
        if (ticket === latest.current) setFound(fromColumn(list));
      });
    }, SEARCH_DEBOUNCE_MS);
  };
  return (
    <Select
      className="hcs-grid__control"
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
      options={async ? (found ?? []) : options}
      labelRender={dict ? ({ label, value: v }) => label ?? labelOf(String(v)) ?? v : undefined}
      {...passedProps<SelectProps<string | string[] | undefined>>(column)}
      aria-label={label}
      disabled={disabled}
      value={multiple || column.allowInput ? splitComma(value) : asText(value) || undefined}
      onChange={(next: string | string[] | undefined) =>
        onChange(Array.isArray(next) ? next.join(',') : (next ?? ''))
      }
      onBlur={onBlur}
    />
  );
}
