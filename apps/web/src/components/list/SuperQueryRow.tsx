import { MinusCircleOutlined, PlusCircleOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import { SuperQueryValue } from './SuperQueryValue.tsx';
import { type DraftCondition, rulesOf, withRule } from './superQueryRules.ts';
import type { SuperQueryField, SuperQueryRule } from './types.ts';

interface Props {
  index: number;
  row: DraftCondition;
  fields: readonly SuperQueryField[];
  onChange(row: DraftCondition): void;
  onAdd(): void;
  onRemove(): void;
}

/** One condition: field, rule and value, with buttons to add a row after it or remove it. */
export function SuperQueryRow({ index, row, fields, onChange, onAdd, onRemove }: Props) {
  const field = fields.find((f) => f.field === row.field);
  const n = index + 1;
  return (
    <div className="hcs-super-row">
      <Select
        aria-label={`条件${n}的字段`}
        className="hcs-super-row__field"
        value={row.field}
        placeholder="选择查询字段"
        showSearch={{ optionFilterProp: 'label' }}
        options={fields.map((f) => ({ value: f.field, label: f.label }))}
        onChange={(value: string) =>
          onChange({
            key: row.key,
            field: value,
            // A field matched by its whole value takes 等于 only.
            rule: fields.find((f) => f.field === value)?.exact ? 'eq' : (row.rule ?? 'eq'),
          })
        }
      />
      <Select
        aria-label={`条件${n}的匹配规则`}
        className="hcs-super-row__rule"
        value={row.rule}
        placeholder="匹配规则"
        options={rulesOf(field)}
        onChange={(rule: SuperQueryRule) => onChange(withRule(row, rule, field))}
      />
      <SuperQueryValue
        field={field}
        row={row}
        label={`条件${n}的值`}
        onChange={(val) => onChange({ ...row, val })}
      />
      <span className="hcs-super-row__buttons">
        <Button
          type="text"
          icon={<PlusCircleOutlined />}
          aria-label={`在条件${n}后添加条件`}
          onClick={onAdd}
        />
        <Button type="text" icon={<MinusCircleOutlined />} aria-label={`删除条件${n}`} onClick={onRemove} />
      </span>
    </div>
  );
}
