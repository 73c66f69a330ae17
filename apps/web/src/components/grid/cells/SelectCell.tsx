import { type GetProps, Radio, Select, type SelectProps, Spin } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useDictLabels } from '../../dict/dictLabels.ts';
import { toOptions, useDictOptions } from '../../dict/useDictOptions.ts';
import { type SearchPhase, useOptionSearch } from '../../dict/useDictSearch.ts';
import { SELECT_CLEAR } from '../../form/iconNames.tsx';
import { optionText } from '../columns.ts';
import type { GridColumn, GridOption } from '../types.ts';
import { asText, type CellEditorProps, passedProps, splitComma } from './cellProps.ts';
import { cellSearch, GRID_SEARCH_DEBOUNCE_MS } from './cellSearch.ts';

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

/**
 * How an option cell chooses: select (searching only with allowSearch), search (select-search), multiple
 * (select-multiple), async (sel_search_async: options found by a search as one types) or radio.
 */
export type SelectMode = 'select' | 'search' | 'multiple' | 'async' | 'radio';

/**
 * The dictionary whose labels a cell shows for its values: a sel_search_async column's `dict`, whose
 * options exist only once searched.
 */
const labelDict = (column: GridColumn, mode: SelectMode) => (mode === 'async' ? column.dict : undefined);

/** The text of an option cell that is not being edited: the chosen options' labels. */
export function OptionText(props: Pick<CellEditorProps, 'column' | 'value'> & { mode: SelectMode }) {
  const options = useCellOptions(props);
  const values = splitComma(props.value);
  const labelOf = useDictLabels(labelDict(props.column, props.mode), values);
  const texts = values.map((v) => options.find((o) => o.value === v)?.label ?? labelOf(v) ?? v);
  return <span>{texts.join(',')}</span>;
}

/** select, select-search, select-multiple (list_multi), sel_search_async and radio cells. */
export function SelectCell(props: CellEditorProps & { mode: SelectMode }) {
  const { column, value, disabled, label, placeholder, onChange, onBlur, mode } = props;
  const options = useCellOptions(props);
  // A saved value shows its dictionary label before anyone searches.
  const dict = labelDict(column, mode);
  const labelOf = useDictLabels(dict, splitComma(value));
  const searcher = mode === 'async' ? cellSearch(column) : undefined;
  const found = useOptionSearch<GridOption>(searcher ?? NO_SEARCH, GRID_SEARCH_DEBOUNCE_MS);

  if (mode === 'radio') {
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

  const multiple = mode === 'multiple';
  const async = searcher !== undefined;
  return (
    <Select
      className="hcs-grid__control"
      placeholder={placeholder}
      allowClear={SELECT_CLEAR}
      mode={multiple ? 'multiple' : column.allowInput ? 'tags' : undefined}
      maxCount={column.allowInput && !multiple ? 1 : undefined}
      showSearch={
        mode !== 'select' || column.allowSearch
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
