import { Alert, Cascader } from 'antd';
import { useMemo } from 'react';
import type { FieldAria } from '../form/fieldAria.ts';
import { SELECT_CLEAR } from '../form/iconNames.tsx';
import {
  type AreaOption,
  type AreaType,
  areaDepth,
  areaOptions,
  areaPath,
  areaPathMatches,
  areaTextOf,
  BAD_AREA_TYPE,
  joinAreaCodes,
} from './areaCodes.ts';
import { useAreaData } from './areaData.ts';

export interface AreaPickerProps extends FieldAria {
  /** Comma-joined codes from the province down, e.g. `110000,110100,110101`. */
  value?: string | null;
  /** The new codes (undefined when cleared) and their text, e.g. 北京市/市辖区/东城区. */
  onChange?: (value: string | undefined, text: string) => void;
  /** How deep to pick: province, city or district (the default). Anything else shows `Bad type value`. */
  type?: AreaType;
  disabled?: boolean;
  placeholder?: string;
  allowClear?: boolean;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  style?: React.CSSProperties;
}

const PLACEHOLDERS: Record<AreaType, string> = {
  province: '请选择省份',
  city: '请选择省市',
  district: '请选择省市区',
};

function searchFilter(input: string, path: AreaOption[]): boolean {
  return areaPathMatches(input, path);
}

/** 省市区 picker: a searchable cascader over the lazily loaded area data. */
export function AreaPicker({
  value,
  onChange,
  type = 'district',
  disabled,
  placeholder,
  allowClear = true,
  id,
  style,
  ...aria
}: AreaPickerProps) {
  const data = useAreaData();
  const depth = useMemo(() => {
    try {
      return areaDepth(type);
    } catch {
      return null;
    }
  }, [type]);
  const options = useMemo(() => (data && depth ? areaOptions(data, depth) : []), [data, depth]);

  if (depth === null) return <Alert type="error" showIcon title={BAD_AREA_TYPE} />;

  return (
    <Cascader<AreaOption>
      id={id}
      {...aria}
      style={{ width: '100%', ...style }}
      options={options}
      value={data ? areaPath(data, value) : []}
      onChange={(codes) => {
        const path = (codes ?? []).map(String);
        if (path.length === 0 || !data) onChange?.(undefined, '');
        else onChange?.(joinAreaCodes(path), areaTextOf(data, path));
      }}
      showSearch={{ filter: searchFilter }}
      loading={!data}
      disabled={disabled || !data}
      placeholder={data ? (placeholder ?? PLACEHOLDERS[type]) : '加载中…'}
      allowClear={allowClear && SELECT_CLEAR}
      notFoundContent="没有查询到任何数据"
    />
  );
}
