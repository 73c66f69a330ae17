import type { ReportHeadRecord } from '@hcs/shared';
import { Button, Modal } from 'antd';
import { FormListPage, type ListPageConfig, ListRowActions } from '../../../../components/list/index.ts';
import { useOpening } from '../../../../utils/useOpening.ts';
import { ReportView } from './auto/ReportView.tsx';
import { ReportFormModal } from './ReportFormModal.tsx';
import { ReportMenuUrlModal } from './ReportMenuUrlModal.tsx';
import { REPORT_HEAD_API, REPORT_PERMISSION } from './reportDesignApi.ts';
import { REPORT_FORM_WIDTH } from './reportFormLayout.ts';

/** The server deletes with DELETE: one report by delete?id=, several by deleteBatch?ids=. */
export function reportDeleteUrl(ids: string): string {
  const value = encodeURIComponent(ids);
  return ids.includes(',')
    ? `${REPORT_HEAD_API}/deleteBatch?ids=${value}`
    : `${REPORT_HEAD_API}/delete?id=${value}`;
}

const config: ListPageConfig<ReportHeadRecord> = {
  title: '报表配置',
  urls: { list: `${REPORT_HEAD_API}/list`, deleteOf: reportDeleteUrl },
  permissionPrefix: REPORT_PERMISSION,
  columns: [
    { title: '报表编码', dataIndex: 'code', key: 'code', width: 200, ellipsis: true },
    { title: '报表名称', dataIndex: 'name', key: 'name', width: 240, ellipsis: true },
    { title: '创建时间', dataIndex: 'createTime', key: 'createTime', width: 180, sorter: true },
  ],
  // 编辑 功能测试 配置菜单地址 删除 on one line.
  actionWidth: 290,
  queryFields: [
    { name: 'code', label: '报表编码', type: 'input' },
    { name: 'name', label: '报表名称', type: 'input' },
  ],
  detailFields: [
    { field: 'code', label: '报表编码' },
    { field: 'name', label: '报表名称' },
    { field: 'cgrSql', label: '报表SQL' },
    { field: 'createBy', label: '创建人' },
    { field: 'createTime', label: '创建时间' },
  ],
  card: { name: 'name', title: 'name', fields: ['code', 'createTime'] },
};

const NO_PARAMS = {};

/**
 * 在线开发 → 报表配置 (online/cgreport): report definitions with search and paging; 编辑 opens the
 * designer, 功能测试 runs the saved report, 配置菜单地址 gives what a menu entry for it needs.
 */
export default function OnlCgreportHeadList() {
  const testing = useOpening<ReportHeadRecord | null>(null);
  const menu = useOpening<ReportHeadRecord | null>(null);

  return (
    <FormListPage
      urlState
      config={config}
      form={ReportFormModal}
      rowActions={(record, state, onEdit) => (
        <ListRowActions record={record} state={state} name={record.name} onEdit={onEdit} detail={false}>
          <Button
            type="link"
            size="small"
            aria-label={`功能测试“${record.name}”`}
            onClick={() => testing.show(record)}
          >
            功能测试
          </Button>
          <Button
            type="link"
            size="small"
            aria-label={`配置菜单地址“${record.name}”`}
            onClick={() => menu.show(record)}
          >
            配置菜单地址
          </Button>
        </ListRowActions>
      )}
    >
      <Modal
        key={`test-${testing.session}`}
        title={testing.subject ? `功能测试：${testing.subject.name}` : '功能测试'}
        open={testing.open}
        width={REPORT_FORM_WIDTH}
        footer={null}
        onCancel={testing.hide}
        destroyOnHidden
      >
        {testing.subject ? <ReportView id={testing.subject.id} fixed={NO_PARAMS} urlState={false} /> : null}
      </Modal>
      <ReportMenuUrlModal report={menu.open ? menu.subject : null} onClose={menu.hide} />
    </FormListPage>
  );
}
