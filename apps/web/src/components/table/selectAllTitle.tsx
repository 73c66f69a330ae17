import TableMeasureRowContext from 'antd/es/table/TableMeasureRowContext';
import { type ReactNode, useContext } from 'react';

/**
 * A scrolling antd table renders every column title a second time, in a hidden row that measures
 * the column widths. The select-all checkbox would then sit focusable inside aria-hidden content
 * (axe: aria-hidden-focus). This shows the title only outside that row.
 */
function OutsideMeasureRow({ children }: { children: ReactNode }) {
  return useContext(TableMeasureRowContext) ? null : children;
}

/** For rowSelection.columnTitle of a table with `scroll`. */
export function selectAllTitle(checkbox: ReactNode): ReactNode {
  return <OutsideMeasureRow>{checkbox}</OutsideMeasureRow>;
}

/** For rowSelection.getTitleCheckboxProps: antd names the checkbox in English (Select all). */
export const selectAllCheckboxProps = () => ({ 'aria-label': '全选当页' });
