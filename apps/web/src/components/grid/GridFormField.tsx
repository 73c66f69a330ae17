import type { FormRule } from 'antd';
import { type CSSProperties, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { EditableGrid, type EditableGridProps } from './EditableGrid.tsx';
import { outputRow } from './rowOps.ts';
import type { EditableGridHandle, GridRow, GridValues } from './types.ts';

/** What a master-detail form sends for its grid field. */
export type GridSubmitValue = Pick<GridValues, 'rows' | 'deleteIds'>;

/**
 * The grid that holds each rows array a form field holds: a rule and a submit helper receive only the
 * field's value, and the form keeps the very array the grid last gave it (or the one it was set to).
 */
const gridOfRows = new WeakMap<readonly GridRow[], RefObject<EditableGridHandle | null>>();

const gridOf = (rows: unknown) =>
  Array.isArray(rows) ? (gridOfRows.get(rows)?.current ?? undefined) : undefined;

/**
 * The rule that runs the grid's own cell rules when the form validates or submits (not on each edit:
 * that would mark the empty cells of a row just added). Failing cells are marked as the grid marks them.
 */
export function gridRule(label = '明细'): FormRule {
  return {
    validateTrigger: [],
    validator: async (_rule, rows: unknown) => {
      const errorCount = (await gridOf(rows)?.getValues({ rejectOnError: false }))?.errorCount ?? 0;
      if (errorCount > 0) throw new Error(`${label}有 ${errorCount} 处填写不正确`);
    },
  };
}

/**
 * The grid field's value as it is sent: rows in order with temporary ids stripped, and the ids of the
 * saved rows removed. Validates the cells again; rejects with a GridValidationError when one fails.
 */
export async function gridSubmitValue(rows: readonly GridRow[] | undefined): Promise<GridSubmitValue> {
  const grid = gridOf(rows);
  if (!grid) return { rows: (rows ?? []).map(outputRow), deleteIds: [] };
  const values = await grid.getValues();
  return { rows: values.rows, deleteIds: values.deleteIds };
}

export interface GridFormFieldProps extends Omit<EditableGridProps, 'rows' | 'onRowsChange' | 'ref'> {
  /** The rows; given by Form.Item. A value the grid did not give (initial, set, reset) is a reload. */
  value?: readonly GridRow[];
  onChange?: (rows: GridRow[]) => void;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}

const NO_ROWS: readonly GridRow[] = [];
const BARE: CSSProperties = { border: 0, margin: 0, padding: 0, minWidth: 0 };

/**
 * EditableGrid as an antd form control: the field's value is its rows array. Add `gridRule()` to the
 * Form.Item's rules so validating the form validates the cells, and send `gridSubmitValue(rows)`.
 *
 * @example
 * interface Order { orderNo: string; items: GridRow[] }
 * const submit = async ({ items, ...master }: Order) =>
 *   save({ ...master, ...(await gridSubmitValue(items)) }); // { orderNo, rows, deleteIds }
 *
 * <Form<Order> form={form} initialValues={{ items: savedRows }} onFinish={submit}>
 *   <Form.Item name="orderNo" label="订单号" rules={[{ required: true }]}><Input /></Form.Item>
 *   <Form.Item name="items" label="明细" rules={[gridRule('明细')]}>
 *     <GridFormField columns={ITEM_COLUMNS} aria-label="订单明细" />
 *   </Form.Item>
 * </Form>
 */
export function GridFormField(props: GridFormFieldProps) {
  const { value, onChange, id, 'aria-describedby': describedBy, 'aria-invalid': invalid, ...grid } = props;
  const handle = useRef<EditableGridHandle>(null);
  const given = useRef<readonly GridRow[] | undefined>(undefined);
  const [seen, setSeen] = useState(value);
  // A new array tells the grid to reload (it clears its removed ids and marks), even when it equals the last.
  const [loaded, setLoaded] = useState(() => value ?? NO_ROWS);
  if (value !== seen) {
    setSeen(value);
    if (value !== given.current) setLoaded(value ? [...value] : NO_ROWS.slice());
  }
  useLayoutEffect(() => {
    if (value) gridOfRows.set(value, handle);
  }, [value]);

  const onRowsChange = (rows: GridRow[]) => {
    given.current = rows;
    gridOfRows.set(rows, handle);
    onChange?.(rows);
  };

  return (
    // Entering the grid, a screen reader reads the Form.Item's message (describedby) of this group.
    <fieldset id={id} aria-describedby={describedBy} aria-invalid={invalid} style={BARE}>
      <EditableGrid {...grid} ref={handle} rows={loaded} onRowsChange={onRowsChange} />
    </fieldset>
  );
}
