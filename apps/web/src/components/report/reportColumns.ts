import type { DictOption, ReportColumn, ReportColumnsResult, ReportRecord } from '@hcs/shared';
import type { TableColumnsType } from 'antd';

/**
 * A report cell as text: a dictionary column shows its option's text (or the `_dictText` the server
 * added), any other column its value.
 */
export function reportCellText(
  record: ReportRecord,
  column: ReportColumn,
  dictOptions: Readonly<Record<string, readonly DictOption[]>>,
): string {
  const value = record[column.dataIndex];
  if (value === null || value === undefined) return '';
  if (column.customRender) {
    const option = dictOptions[column.customRender]?.find((o) => o.value === String(value));
    const translated = option?.text ?? record[`${column.dataIndex}_dictText`];
    if (translated !== undefined && translated !== null) return String(translated);
  }
  return String(value);
}

/**
 * A report's columns as a list page's table columns (the record itself is the row): titles, widths,
 * server sort on the sortable ones, dictionary texts.
 */
export function reportListColumns<T extends ReportRecord>(config: ReportColumnsResult): TableColumnsType<T> {
  return config.columns.map((column) => ({
    key: column.dataIndex,
    title: column.title,
    dataIndex: column.dataIndex,
    width: column.width,
    align: column.align,
    ellipsis: true,
    sorter: column.sorter === true,
    render: (_: unknown, record: T) => reportCellText(record, column, config.dictOptions),
  }));
}
