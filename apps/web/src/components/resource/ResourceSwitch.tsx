import { Switch } from 'antd';
import { dictText, useDictOptions } from '../dict/useDictOptions.ts';
import { type FieldAria, fieldAria } from '../form/fieldAria.ts';

interface Props extends FieldAria {
  id?: string;
  /** Its dictionary: the texts of 1 (on) and 0 (off). */
  dictCode: string;
  value?: unknown;
  onChange?: (value: number) => void;
  disabled?: boolean;
}

/** A flag of a resource form (a number field whose dictionary holds 1 and 0): 1 on, 0 off. */
export function ResourceSwitch({ id, dictCode, value, onChange, disabled = false, ...aria }: Props) {
  const items = useDictOptions(dictCode);
  return (
    <Switch
      id={id}
      {...fieldAria(aria)}
      disabled={disabled}
      checked={value === 1 || value === '1'}
      checkedChildren={dictText(items, '1')}
      unCheckedChildren={dictText(items, '0')}
      onChange={(checked) => onChange?.(checked ? 1 : 0)}
    />
  );
}
