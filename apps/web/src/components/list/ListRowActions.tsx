import { Button, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';
import { useAuth } from '../../utils/permission.ts';
import type { ListPageState } from './types.ts';

interface Props<T> {
  record: T;
  state: ListPageState<T>;
  /** The record's name in the buttons' accessible names (e.g. 编辑“经理”). */
  name: string;
  /** Shows 编辑 (with `<prefix>:edit`). */
  onEdit?: (record: T) => void;
  /** Default true: 详情 opens the detail modal. */
  detail?: boolean;
  /** The action a phone's card shows as its large button ('detail' leaves out 详情). */
  omit?: string;
  /** More actions after 编辑 / 详情, before 删除. */
  children?: ReactNode;
}

/** The usual 操作 column: 编辑, 详情 and 删除 (确定删除吗?), each behind its permission. */
export function ListRowActions<T>({ record, state, name, onEdit, detail = true, omit, children }: Props<T>) {
  const auth = useAuth();
  const { permissionPrefix: prefix, urls, rowKey = 'id' } = state.config;
  const granted = (action: string) => !prefix || auth.has(`${prefix}:${action}`);
  const id = String((record as Record<string, unknown>)[rowKey] ?? '');
  const quoted = `“${name}”`;

  return (
    <Space size={0} wrap className="hcs-list-actions">
      {onEdit && granted('edit') ? (
        <Button type="link" size="small" aria-label={`编辑${quoted}`} onClick={() => onEdit(record)}>
          编辑
        </Button>
      ) : null}
      {detail && omit !== 'detail' ? (
        <Button
          type="link"
          size="small"
          aria-label={`详情${quoted}`}
          onClick={() => state.showDetail(record)}
        >
          详情
        </Button>
      ) : null}
      {children}
      {(urls.delete || urls.deleteOf) && granted('delete') ? (
        <Popconfirm title="确定删除吗?" onConfirm={() => state.removeOne(id)}>
          <Button type="link" size="small" aria-label={`删除${quoted}`}>
            删除
          </Button>
        </Popconfirm>
      ) : null}
    </Space>
  );
}
