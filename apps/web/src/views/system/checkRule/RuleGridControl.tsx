import type { CheckRuleItem } from '@hcs/shared';
import { Form } from 'antd';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { EditableGrid, type EditableGridHandle, type GridRow } from '../../../components/grid/index.ts';
import type { ResourceControlProps } from '../../../components/resource/resourceForm.tsx';
import { RULE_GRID_COLUMNS } from './ruleGridColumns.ts';

/** What a new rule starts with: one segment over the whole value, to fill in. */
const NEW_RULE: CheckRuleItem[] = [{ digits: '*', pattern: '', message: '' }];

/** The segments of a stored rule_json; none when it cannot be read. */
function itemsOf(json: unknown): CheckRuleItem[] {
  try {
    const parsed: unknown = typeof json === 'string' ? JSON.parse(json) : [];
    return Array.isArray(parsed) ? (parsed as CheckRuleItem[]) : [];
  } catch {
    return [];
  }
}

const rowsOf = (json: unknown): GridRow[] => {
  const items = itemsOf(json);
  return (items.length > 0 ? items : NEW_RULE).map((item, i) => ({ id: `rule-${i}`, ...item }));
};

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : String(value);

/** The rows as the rule_json the server checks and stores: the grid's own ids left out. */
const jsonOf = (rows: readonly GridRow[]) =>
  JSON.stringify(
    rows.map((row) => ({
      digits: text(row.digits),
      pattern: typeof row.pattern === 'string' ? row.pattern : '',
      message: text(row.message),
    })),
  );

const BARE: CSSProperties = { border: 0, margin: 0, padding: 0, minWidth: 0 };

interface Props extends ResourceControlProps {
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}

/**
 * 校验规则 of the check-rule form: the segments edited row by row in the grid (each cell checks itself
 * as it is filled), the field holding their rule_json. When the save finds the field wrong, the grid
 * marks every cell at fault.
 */
export function RuleGridControl({
  field,
  id,
  value,
  onChange,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: Props) {
  const grid = useRef<EditableGridHandle>(null);
  const given = useRef<unknown>(undefined);
  const [seen, setSeen] = useState(value);
  // New rows tell the grid to reload: only for a value it did not give (the record's, a reset).
  const [loaded, setLoaded] = useState(() => rowsOf(value));
  if (value !== seen) {
    setSeen(value);
    if (value !== given.current) setLoaded(rowsOf(value));
  }

  const { status } = Form.Item.useStatus();
  useEffect(() => {
    if (status === 'error') void grid.current?.getValues({ rejectOnError: false });
  }, [status]);

  const onRowsChange = (rows: GridRow[]) => {
    const json = jsonOf(rows);
    given.current = json;
    onChange?.(json);
  };

  return (
    // Entering the grid, a screen reader reads the field's message (describedby) of this group.
    <fieldset id={id} aria-describedby={describedBy} aria-invalid={invalid} style={BARE}>
      <EditableGrid
        ref={grid}
        aria-label={field.label}
        columns={RULE_GRID_COLUMNS}
        rows={loaded}
        onRowsChange={onRowsChange}
        rowSelection="checkbox"
        maxHeight={300}
      />
    </fieldset>
  );
}
