import { type GetProps, Radio, Select, type SelectProps, Spin } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useDictLabels } from '../../dict/dictLabels.ts';
import { toOptions, useDictOptions } from '../../dict/useDictOptions.ts';
import { type SearchPhase, useOptionSearch } from '../../dict/useDictSearch.ts';
import { cellKind, optionText } from '../columns.ts';
import type { GridOption } from '../types.ts';
import { asText, type CellEditorProps, passedProps, splitComma } from './cellProps.ts';
import { cellSearch, GRID_SEARCH_DEBOUNCE_MS, labelDict } from './cellSearch.ts';

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

const NO_SEARCH = async (): Promise<GridOption[]> => [];

/** What an async search select says instead of options: nothing typed, searching, nothing found. */
const ASYNC_HINT: Record<SearchPhase, ReactNode> = {
  idle: '请输入搜索内容',
  searching: <Spin size="small" aria-label="搜索中" />,
  done: '没有查询到任何数据',
};

/** select, select-search, select-multiple (list_multi), sel_search_async and radio cells. */
export function SelectCell(props: CellEditorProps) {
  const { column, value, disabled, label, placeholder, onChange, onBlur } = props;
  const kind = cellKind(column);
  const options = useCellOptions(props);
  // A saved value shows its dictionary label before anyone searches.
  const dict = labelDict(column);
  const labelOf = useDictLabels(dict, splitComma(value));
  const searcher = kind === 'selectAsync' ? cellSearch(column) : undefined;
  const found = useOptionSearch<GridOption>(searcher ?? NO_SEARCH, GRID_SEARCH_DEBOUNCE_MS);

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
  const async = searcher !== undefined;
  return (
    <Select
      className="hcs-grid__control"
      placeholder={placeholder}
      allowClear
      mode={multiple ? 'multiple' : column.allowInput ? 'tags' : undefined}
      maxCount={column.allowInput && !multiple ? 1 : undefined}
      showSearch={
        kind !== 'select' || column.allowSearch
          ? { optionFilterProp: 'label', onSearch: async ? found.search : undefined, filterOption: !async }
          : false
      }
      notFoundContent={async ? ASYNC_HINT[found.phase] : '没有查询到任何数据'}
      options={async ? fromColumn(found.options) : options}
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
