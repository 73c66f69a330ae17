import { Alert, Tabs } from 'antd';
import { type Ref, useImperativeHandle, useRef, useState } from 'react';
import { EditableGrid, type EditableGridHandle, type GridRow } from '../../../../../components/grid/index.ts';
import { FIELD_COLUMNS, FIELD_TABS, type FieldTab, TAB_OF_KEY } from './fieldColumns.ts';
import { validTypeOfRow, withFieldDefaults } from './fieldRows.ts';
import { type FieldProblem, fieldProblems } from './fieldRules.ts';

/** What the designer asks of the field grid when it saves. */
export interface FieldDesignerHandle {
  /**
   * The rows in order when every field is right; otherwise null, with the first wrong cell's tab shown
   * and its cells marked.
   */
  checkedRows(): Promise<GridRow[] | null>;
}

interface Props {
  /** The saved fields as rows (empty for a new form). */
  initialRows: readonly GridRow[];
  /** Told at every change of a cell or of the rows. */
  onChange(): void;
  ref?: Ref<FieldDesignerHandle>;
}

/**
 * The fields of a form in the editable grid, a tab per group of attributes as the family has them
 * (数据库属性, 页面属性, 校验字段, 外键, 字典). The tabs edit the same rows: only the shown tab's grid is
 * mounted, and it starts from the rows as the previous tab left them.
 */
export function FieldDesigner({ initialRows, onChange, ref }: Props) {
  const rows = useRef<GridRow[]>(initialRows.map(withFieldDefaults));
  const grid = useRef<EditableGridHandle>(null);
  const [tab, setTab] = useState<FieldTab>('db');
  // The rows a tab's grid starts from, taken when it is shown.
  const [shownRows, setShownRows] = useState<GridRow[]>(rows.current);
  const [problem, setProblem] = useState<FieldProblem | null>(null);

  const show = (next: FieldTab) => {
    // A row added on another tab has only that tab's cells: the others start as a new field's.
    rows.current = rows.current.map(withFieldDefaults);
    setShownRows(rows.current);
    setTab(next);
  };

  useImperativeHandle(ref, () => ({
    async checkedRows() {
      const current = rows.current.map(withFieldDefaults);
      const problems = fieldProblems(current.map((row) => ({ ...row, fieldValidType: validTypeOfRow(row) })));
      const first = problems[0];
      setProblem(first ?? null);
      if (!first) {
        // The shown grid's own rules (the same checks, per cell) mark nothing more; run them to be sure.
        const values = await grid.current?.getValues({ rejectOnError: false });
        return values && values.errorCount > 0 ? null : current;
      }
      const target = TAB_OF_KEY[first.key] ?? 'db';
      if (target !== tab) show(target);
      // Once the tab's grid is shown, its cells are checked so the wrong ones are marked.
      setTimeout(() => void grid.current?.getValues({ rejectOnError: false }), 0);
      return null;
    },
  }));

  return (
    <div className="hcs-cgform-fields">
      {problem ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 8 }}
          title={`第${problem.index + 1}个字段：${problem.message}`}
        />
      ) : null}
      <Tabs
        activeKey={tab}
        onChange={(key) => show(key as FieldTab)}
        destroyOnHidden
        items={FIELD_TABS.map(({ key, label }) => ({
          key,
          label,
          children:
            key === tab ? (
              <EditableGrid
                ref={grid}
                aria-label={`字段${label}`}
                columns={FIELD_COLUMNS[key]}
                rows={shownRows}
                rowSelection="checkbox"
                orderKey="orderNum"
                maxHeight={360}
                onRowsChange={(next) => {
                  rows.current = next;
                  onChange();
                }}
              />
            ) : null,
        }))}
      />
    </div>
  );
}
