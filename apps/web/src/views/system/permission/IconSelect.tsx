import { Select } from 'antd';
import { type FieldAria, fieldAria } from '../../../components/form/fieldAria.ts';
import { SELECT_CLEAR } from '../../../components/form/iconNames.tsx';
import { MENU_ICON_NAMES, menuIcon } from '../../../layouts/main/menuIcon.tsx';

interface Props extends FieldAria {
  id?: string;
  value?: string;
  onChange?(value: string | undefined): void;
}

const OPTIONS = MENU_ICON_NAMES.map((name) => ({
  value: name,
  label: (
    <span className="hcs-icon-option">
      {menuIcon(name)}
      <span>{name}</span>
    </span>
  ),
}));

/** 菜单图标: the icons the side menu can show, searchable by name, each with its picture. */
export function IconSelect({ id, value, onChange, ...aria }: Props) {
  return (
    <Select
      id={id}
      {...fieldAria(aria)}
      value={value || undefined}
      onChange={(v: string | undefined) => onChange?.(v)}
      options={OPTIONS}
      showSearch={{ optionFilterProp: 'value' }}
      allowClear={SELECT_CLEAR}
      placeholder="请选择菜单图标"
      listHeight={320}
    />
  );
}
