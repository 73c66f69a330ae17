import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer } from 'antd';
import { useState } from 'react';
import { ListQueryForm } from './ListQueryForm.tsx';
import type { ListPageState, QueryValues } from './types.ts';

/** How many of the query form's fields hold a value. */
export function activeFilterCount(values: QueryValues): number {
  return Object.values(values).filter((v) =>
    Array.isArray(v) ? v.some((x) => x !== '' && x !== undefined) : v !== undefined && v !== '',
  ).length;
}

/** A phone's query form: a 筛选 button telling how many filters are set, opening the form as a bottom sheet. */
export function FilterSheet<T>({ state }: { state: ListPageState<T> }) {
  const [open, setOpen] = useState(false);
  if (!state.config.queryFields?.length) return null;
  const active = activeFilterCount(state.queryParam);
  const title = `筛选${state.config.title}`;

  return (
    <div className="hcs-list-filter">
      <Badge count={active} size="small" offset={[-4, 4]}>
        <Button
          size="large"
          icon={<FilterOutlined />}
          aria-label={active ? `筛选（${active} 个条件）` : '筛选'}
          onClick={() => setOpen(true)}
        >
          筛选
        </Button>
      </Badge>
      <Drawer
        className="hcs-filter-sheet"
        placement="bottom"
        size="auto"
        title={title}
        open={open}
        onClose={() => setOpen(false)}
      >
        <ListQueryForm state={state} onSearched={() => setOpen(false)} />
      </Drawer>
    </div>
  );
}
