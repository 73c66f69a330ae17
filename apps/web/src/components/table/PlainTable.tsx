import { ConfigProvider, Empty, Spin } from 'antd';
import useTableStyle from 'antd/es/table/style';
import { type CSSProperties, lazy, type ReactNode, Suspense, useContext, useState } from 'react';

// The pager (antd's Pagination, which brings its Select along) loads only when there is a second page.
const TablePagination = lazy(() => import('./TablePagination.tsx'));

export interface PlainColumn<T> {
  key: string;
  title: ReactNode;
  /** The record's field the cell shows (and passes to `render`). */
  dataIndex?: keyof T & string;
  width?: number;
  align?: 'left' | 'center' | 'right';
  /** The cell's content; `index` counts the rows of the page shown, as antd's Table does. */
  render?(value: unknown, record: T, index: number): ReactNode;
}

export interface PlainTableProps<T> {
  columns: readonly PlainColumn<T>[];
  dataSource: readonly T[];
  rowKey: keyof T | ((record: T) => string);
  loading?: boolean;
  /** Rows per page; a pager appears below when there is more than one page. Unset: every row. */
  pageSize?: number;
  /** Shown in the body when there are no rows (antd's empty picture otherwise). */
  emptyText?: ReactNode;
}

const alignStyle = (align: PlainColumn<unknown>['align']): CSSProperties | undefined =>
  align ? { textAlign: align } : undefined;

/**
 * A small read-only table that looks exactly like antd's `<Table size="small">` (the same markup,
 * classes and styles: antd's own table style and Spin), without the machinery a dashboard figure does
 * not use — sorting, filters, selection, expansion, scrolling, virtual rows — which costs antd's Table
 * some 50 KB on the wire with the tree, checkbox, radio, dropdown and select it brings. Columns take a
 * title, a field (`dataIndex`), a width, an alignment and a render function. With `pageSize`, it pages
 * like `pagination={{ pageSize, hideOnSinglePage: true }}`.
 */
export function PlainTable<T>({
  columns,
  dataSource,
  rowKey,
  loading = false,
  pageSize,
  emptyText,
}: PlainTableProps<T>) {
  const { getPrefixCls, renderEmpty } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('table');
  // What antd's Table puts on its elements: the css-variable scope and the style's hash.
  const rootCls = `${prefixCls}-css-var`;
  const [hashId, cssVarCls] = useTableStyle(prefixCls, rootCls);
  const [page, setPage] = useState(1);
  const [hovered, setHovered] = useState<number | null>(null);

  const total = dataSource.length;
  // As antd's Table does, a page past the end (the rows changed) shows the last one.
  const lastPage = pageSize ? Math.max(1, Math.ceil(total / pageSize)) : 1;
  const current = Math.min(page, lastPage);
  const rows = pageSize ? dataSource.slice((current - 1) * pageSize, current * pageSize) : dataSource;
  const keyOf = (record: T) =>
    typeof rowKey === 'function' ? rowKey(record) : String(record[rowKey] as string | number);
  const cellOf = (column: PlainColumn<T>, record: T, index: number): ReactNode => {
    const value = column.dataIndex === undefined ? undefined : record[column.dataIndex];
    return column.render ? column.render(value, record, index) : (value as ReactNode);
  };

  // rc-table writes a <col> for each column up to the last one with a width.
  const lastWidth = columns.findLastIndex((c) => c.width !== undefined);
  const cell = `${prefixCls}-cell`;
  const tableClass = [
    prefixCls,
    `${prefixCls}-small`,
    total === 0 ? `${prefixCls}-empty` : '',
    cssVarCls,
    rootCls,
    hashId,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={`${cssVarCls} ${rootCls} ${prefixCls}-wrapper ${hashId}`}>
      <Spin spinning={loading}>
        <div className={tableClass}>
          <div className={`${prefixCls}-container`}>
            <div className={`${prefixCls}-content`}>
              <table style={{ tableLayout: 'auto' }}>
                {lastWidth >= 0 ? (
                  <colgroup>
                    {columns.slice(0, lastWidth + 1).map((column) => (
                      <col key={column.key} style={{ width: column.width }} />
                    ))}
                  </colgroup>
                ) : null}
                <thead className={`${prefixCls}-thead`}>
                  <tr>
                    {columns.map((column) => (
                      <th key={column.key} className={cell} style={alignStyle(column.align)} scope="col">
                        {column.title}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className={`${prefixCls}-tbody`}>
                  {rows.length === 0 ? (
                    <tr className={`${prefixCls}-placeholder`}>
                      <td className={cell} colSpan={columns.length}>
                        {emptyText ?? renderEmpty?.('Table') ?? (
                          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
                        )}
                      </td>
                    </tr>
                  ) : (
                    rows.map((record, index) => (
                      <tr
                        key={keyOf(record)}
                        className={`${prefixCls}-row ${prefixCls}-row-level-0`}
                        data-row-key={keyOf(record)}
                        // The row under the pointer is highlighted, as antd marks it (a class on its cells).
                        onMouseEnter={() => setHovered(index)}
                        onMouseLeave={() => setHovered(null)}
                      >
                        {columns.map((column) => (
                          <td
                            key={column.key}
                            className={hovered === index ? `${cell} ${cell}-row-hover` : cell}
                            style={alignStyle(column.align)}
                          >
                            {cellOf(column, record, index)}
                          </td>
                        ))}
                      </tr>
                    ))
                  )}
                </tbody>
              </table>
            </div>
          </div>
        </div>
        {pageSize && total > pageSize ? (
          <Suspense fallback={null}>
            <TablePagination
              className={`${prefixCls}-pagination ${prefixCls}-pagination-end`}
              size="small"
              current={current}
              pageSize={pageSize}
              total={total}
              hideOnSinglePage
              onChange={(next) => {
                setPage(next);
                setHovered(null);
              }}
            />
          </Suspense>
        ) : null}
      </Spin>
    </div>
  );
}
