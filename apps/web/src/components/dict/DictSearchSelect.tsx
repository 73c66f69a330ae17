import { App, Select, Spin, theme } from 'antd';
import { type CSSProperties, useCallback, useMemo, useState } from 'react';
import { type FieldAria, fieldAria } from '../form/fieldAria.ts';
import { SELECT_CLEAR } from '../form/iconNames.tsx';
import type { CommaValue } from './commaValue.ts';
import { lookUpLabels } from './dictLabels.ts';
import { toOptions, useDictItems } from './useDictOptions.ts';
import { useDictSearch } from './useDictSearch.ts';
import { useValueLabels } from './useValueLabels.ts';

export const NOTHING_FOUND = '没有查询到任何数据';
export const TYPE_TO_SEARCH = '请输入搜索内容';

export interface DictSearchSelectProps extends FieldAria {
  /** A table code `table,text,code[,where]`, or (async too) a plain dictionary code. */
  dict: string;
  /** true: search the server as the user types; false: filter the dictionary's items here. */
  async?: boolean;
  /** How many matches a search shows (default 10). */
  pageSize?: number;
  value?: CommaValue;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  style?: CSSProperties;
}

const NO_KNOWN = new Map<string, string>();

/** The dropdown's hint in readable contrast (antd draws it in the disabled text colour). */
function Hint({ text }: { text: string }) {
  const { token } = theme.useToken();
  return <span style={{ color: token.colorTextSecondary }}>{text}</span>;
}

/** A searchable dictionary select (the family's JSearchSelectTag). */
export function DictSearchSelect(props: DictSearchSelectProps) {
  return props.async ? <AsyncSearchSelect {...props} /> : <LocalSearchSelect {...props} />;
}

function commonProps(props: DictSearchSelectProps) {
  return {
    id: props.id,
    'aria-label': props['aria-label'],
    'aria-labelledby': props['aria-labelledby'],
    ...fieldAria(props),
    style: { width: '100%', ...props.style },
    disabled: props.disabled,
    placeholder: props.placeholder ?? '请选择',
    allowClear: SELECT_CLEAR,
  };
}

const asValue = (value: CommaValue) =>
  value === null || value === undefined || value === '' ? undefined : String(value);

function LocalSearchSelect(props: DictSearchSelectProps) {
  const { items, loading, error } = useDictItems(props.dict);
  return (
    <Select
      {...commonProps(props)}
      showSearch={{ optionFilterProp: 'label' }}
      loading={loading}
      status={error ? 'error' : undefined}
      notFoundContent={<Hint text={error ?? NOTHING_FOUND} />}
      options={toOptions(items)}
      value={asValue(props.value)}
      onChange={(v: string | undefined) => props.onChange?.(v)}
    />
  );
}

function AsyncSearchSelect(props: DictSearchSelectProps) {
  const { dict, pageSize = 10, onChange } = props;
  const { message } = App.useApp();
  const warn = useCallback((text: string) => message.warning(text), [message]);
  const { options, phase, search } = useDictSearch(dict, pageSize, warn);
  const [chosen, setChosen] = useState<Map<string, string>>(NO_KNOWN);

  const value = asValue(props.value);
  const values = useMemo(() => (value === undefined ? [] : [value]), [value]);
  // A value set from outside (an edited record) is shown by its text: loadDictItem.
  const lookup = useCallback((keys: string[]) => lookUpLabels(dict, keys), [dict]);
  const [labeled] = useValueLabels(values, chosen, lookup, dict);

  const notFound =
    phase === 'searching' ? (
      <Spin size="small" />
    ) : (
      <Hint text={phase === 'idle' ? TYPE_TO_SEARCH : NOTHING_FOUND} />
    );

  return (
    <Select
      {...commonProps(props)}
      labelInValue
      showSearch={{ filterOption: false, onSearch: search }}
      notFoundContent={notFound}
      options={phase === 'searching' ? [] : toOptions(options)}
      value={labeled}
      onChange={(next: { value: string; label?: unknown } | undefined) => {
        if (!next) {
          onChange?.(undefined);
          return;
        }
        const text = options.find((o) => o.value === next.value)?.text ?? String(next.label ?? next.value);
        setChosen(new Map([[next.value, text]]));
        onChange?.(next.value);
      }}
    />
  );
}
