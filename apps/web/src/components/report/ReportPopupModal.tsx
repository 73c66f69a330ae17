import type { ReportRecord } from '@hcs/shared';
import { App, Modal, Table, type TableColumnsType, type TableProps, Typography } from 'antd';
import { type MouseEvent, useState } from 'react';
import { pageTotalText } from '../list/listParams.ts';
import { applyPageChecks, toggleRow } from '../pickers/selection.ts';
import { selectAllCheckboxProps, selectAllTitle } from '../table/selectAllTitle.tsx';
import { ReportQueryForm } from './ReportQueryForm.tsx';
import { reportCellText } from './reportColumns.ts';
import { type ReportRow, toReportRows } from './reportRows.ts';
import { type ReportSort, useReportPopup } from './useReportPopup.ts';
import '../list/ListPage.css';
import './ReportPopupModal.css';
import { namedPageItems } from '../table/namedPageItems.ts';

/** Spec §9: the report popup is 1200 wide. */
export const REPORT_POPUP_WIDTH = 1200;
export const SELECT_ONE_RECORD = '请选择一条记录';
const PAGE_SIZE_OPTIONS = ['10', '20', '30'];

export interface ReportPopupModalProps {
  open: boolean;
  /** The report's code (onl_cgreport_head.code). */
  code: string;
  /** Several rows may be chosen; default one. */
  multi?: boolean;
  /** Report parameters (`self_<key>`); a key naming a query field also fills it. */
  param?: Readonly<Record<string, string>>;
  /** The chosen rows; the popup closes after it. */
  onOk(rows: ReportRecord[]): void;
  onClose(): void;
}

/** A click on the row's own checkbox or radio already changed the selection. */
const fromSelectionCell = (event: MouseEvent<HTMLElement>) =>
  (event.target as HTMLElement).closest('.ant-table-selection-column') !== null;

function sortOf(sorter: Parameters<NonNullable<TableProps<ReportRow>['onChange']>>[2]): ReportSort | null {
  const first = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!first?.order || first.columnKey === undefined) return null;
  return { column: String(first.columnKey), order: first.order === 'ascend' ? 'asc' : 'desc' };
}

/**
 * The report popup (JPopupOnlReport, spec §2, §5, §9): a report's query form and rows, one or several
 * chosen. Submitting with none chosen, or more than one in single mode, warns 请选择一条记录.
 */
export function ReportPopupModal({ open, code, multi = false, param, onOk, onClose }: ReportPopupModalProps) {
  const { message } = App.useApp();
  const report = useReportPopup(open, code, param);
  const [selected, setSelected] = useState<ReportRow[]>([]);
  const rows = toReportRows(report.data.records);
  const config = report.config;
  const title = config?.cgRpConfigName ?? '报表';

  const confirm = () => {
    if (selected.length === 0 || (!multi && selected.length > 1)) {
      void message.warning(SELECT_ONE_RECORD);
      return;
    }
    onOk(selected.map((s) => s.record));
    onClose();
  };

  const firstColumn = config?.columns[0];
  const rowLabel = (row: ReportRow) =>
    firstColumn && config ? reportCellText(row.record, firstColumn, config.dictOptions) : row.id;

  const columns: TableColumnsType<ReportRow> = (config?.columns ?? []).map((column) => ({
    key: column.dataIndex,
    title: column.title,
    dataIndex: ['record', column.dataIndex],
    width: column.width,
    align: column.align,
    ellipsis: true,
    sorter: column.sorter === true,
    sortOrder:
      report.sort?.column === column.dataIndex ? (report.sort.order === 'asc' ? 'ascend' : 'descend') : null,
    render: (_: unknown, row: ReportRow) => reportCellText(row.record, column, config?.dictOptions ?? {}),
  }));

  return (
    <Modal
      title={title}
      open={open}
      width={REPORT_POPUP_WIDTH}
      okText="确定"
      cancelText="关闭"
      onOk={confirm}
      onCancel={onClose}
      afterClose={() => {
        setSelected([]);
        report.reset();
      }}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {config ? (
        <ReportQueryForm
          name={title}
          fields={report.queryFields}
          initialValues={report.initialValues}
          onSearch={report.search}
        />
      ) : null}
      <Typography.Paragraph className="hcs-report-popup__chosen" aria-live="polite">
        已选择 {selected.length} 项
      </Typography.Paragraph>
      <Table<ReportRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={report.loading}
        scroll={{ x: 'max-content', y: 400 }}
        rowSelection={{
          type: multi ? 'checkbox' : 'radio',
          selectedRowKeys: selected.map((s) => s.id),
          preserveSelectedRowKeys: true,
          columnTitle: selectAllTitle,
          getTitleCheckboxProps: selectAllCheckboxProps,
          onChange: (keys) => setSelected((s) => applyPageChecks(s, rows, keys.map(String), multi)),
          getCheckboxProps: (row) => ({ 'aria-label': `选择 ${rowLabel(row)}` }),
        }}
        onRow={(row) => ({
          className: 'hcs-report-popup__row',
          onClick: (event) => {
            if (!fromSelectionCell(event)) setSelected((s) => toggleRow(s, row, multi));
          },
        })}
        onChange={(pagination, _filters, sorter, extra) => {
          if (extra.action === 'sort') report.changeSort(sortOf(sorter));
          else report.changePage(pagination.current ?? 1, pagination.pageSize ?? report.pageSize);
        }}
        pagination={{
          itemRender: namedPageItems,
          current: report.pageNo,
          pageSize: report.pageSize,
          total: report.data.total,
          pageSizeOptions: PAGE_SIZE_OPTIONS,
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: pageTotalText,
          size: 'small',
        }}
      />
    </Modal>
  );
}
