import { EllipsisOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Empty, Pagination, Popover, Spin, type TablePaginationConfig } from 'antd';
import type { Key, ReactNode } from 'react';
import type { CardLayout } from './cardLayout.ts';
import './RecordCards.css';
import { namedPageItems } from '../table/namedPageItems.ts';

export interface CardSelection<T> {
  keys: Key[];
  onChange(keys: Key[], rows: T[]): void;
}

interface Props<T> {
  /** The list's name, e.g. 工单: the list of cards is named after it. */
  label: string;
  records: T[];
  rowKey: string;
  layout: CardLayout<T>;
  loading: boolean;
  /** The record's name in the accessible names (选择“…”, 更多操作“…”). */
  nameOf(record: T): string;
  /** The card's one large action. */
  primary?: (record: T) => ReactNode;
  /** The card's other actions, in its 更多 menu. */
  more?: (record: T) => ReactNode;
  /** Under the actions: what belongs to the record (a tree node's children, a main record's sub rows). */
  extra?: (record: T) => ReactNode;
  selection?: CardSelection<T>;
  /** False: no paging (one page). */
  pagination: TablePaginationConfig | false;
  onPageChange(pageNo: number, pageSize: number): void;
  emptyText?: ReactNode;
}

/** A list's rows as cards (a phone's list): title and tag, label: value lines, one large action and 更多. */
export function RecordCards<T extends object>(props: Props<T>) {
  const { records, rowKey, layout, selection, pagination } = props;
  const keyOf = (record: T) => (record as Record<string, Key>)[rowKey] as Key;

  const toggle = (record: T, checked: boolean) => {
    if (!selection) return;
    const key = keyOf(record);
    const keys = checked ? [...selection.keys, key] : selection.keys.filter((k) => k !== key);
    selection.onChange(
      keys,
      records.filter((r) => keys.includes(keyOf(r))),
    );
  };

  return (
    <Spin spinning={props.loading}>
      {records.length === 0 ? (
        <Empty
          className="hcs-cards__empty"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={props.emptyText}
        />
      ) : (
        <ul className="hcs-cards" aria-label={props.label}>
          {records.map((record, index) => {
            const name = props.nameOf(record);
            const primary = props.primary?.(record);
            const more = props.more?.(record);
            const extra = props.extra?.(record);
            return (
              <li key={keyOf(record)} className="hcs-cards__item">
                <Card size="small" className="hcs-card">
                  <div className="hcs-card__head">
                    {selection ? (
                      <Checkbox
                        aria-label={`选择“${name}”`}
                        checked={selection.keys.includes(keyOf(record))}
                        onChange={(e) => toggle(record, e.target.checked)}
                      />
                    ) : null}
                    <div className="hcs-card__title">{layout.title?.render(record, index)}</div>
                    {layout.tag ? (
                      <div className="hcs-card__tag">{layout.tag.render(record, index)}</div>
                    ) : null}
                  </div>
                  {layout.fields.length ? (
                    <dl className="hcs-card__fields">
                      {layout.fields.map((field) => (
                        <div key={field.key} className="hcs-card__field">
                          <dt>{field.label}</dt>
                          <dd>{field.render(record, index)}</dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                  {primary || more ? (
                    <div className="hcs-card__actions">
                      <div className="hcs-card__primary">{primary}</div>
                      {more ? (
                        <Popover
                          trigger="click"
                          placement="bottomRight"
                          // Under the dialogs and drawers its actions open (antd's start at 1000).
                          zIndex={999}
                          content={<div className="hcs-card__more">{more}</div>}
                        >
                          <Button size="large" icon={<EllipsisOutlined />} aria-label={`更多操作“${name}”`}>
                            更多
                          </Button>
                        </Popover>
                      ) : null}
                    </div>
                  ) : null}
                  {extra ? <div className="hcs-card__extra">{extra}</div> : null}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      {pagination && (pagination.total ?? 0) > 0 ? (
        <Pagination
          className="hcs-cards__pagination"
          itemRender={namedPageItems}
          size="small"
          current={pagination.current}
          pageSize={pagination.pageSize}
          total={pagination.total}
          showTotal={pagination.showTotal}
          hideOnSinglePage={pagination.hideOnSinglePage}
          showSizeChanger={false}
          onChange={props.onPageChange}
        />
      ) : null}
    </Spin>
  );
}
