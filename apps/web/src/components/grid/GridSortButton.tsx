import { CaretDownOutlined, CaretUpOutlined, SwapOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { GridSortOrder } from './gridSort.ts';

const NEXT_STEP: Record<GridSortOrder | 'none', string> = {
  none: '点击升序',
  ascending: '点击降序',
  descending: '取消排序',
};

/**
 * A `sorter` column's header content: a button that cycles ascending → descending → unsorted (Enter and
 * Space as buttons do). The header cell carries aria-sort; the button's title says what a click does.
 */
export function GridSortButton(props: {
  order: GridSortOrder | undefined;
  children: ReactNode;
  onSort(): void;
}) {
  const { order } = props;
  const icon =
    order === 'ascending' ? (
      <CaretUpOutlined />
    ) : order === 'descending' ? (
      <CaretDownOutlined />
    ) : (
      <SwapOutlined rotate={90} className="hcs-grid__sort-idle" />
    );
  return (
    <button
      type="button"
      className="hcs-grid__sort"
      title={NEXT_STEP[order ?? 'none']}
      onClick={props.onSort}
    >
      {props.children}
      <span aria-hidden="true" className="hcs-grid__sort-icon">
        {icon}
      </span>
    </button>
  );
}
