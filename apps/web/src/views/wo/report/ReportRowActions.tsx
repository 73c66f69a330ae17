import { Button, Popconfirm, Space } from 'antd';
import { useNavigate } from 'react-router';
import type { ListPageState } from '../../../components/list/index.ts';
import { useAuth } from '../../../utils/permission.ts';
import { exportReport, REPORT_AUTH } from './reportApi.ts';
import { isEditable, isSubmitted } from './reportStatus.ts';
import type { MonthlyReport } from './types.ts';

export const REPORT_VIEW_PATH = '/wo/report/view';

interface Props {
  record: MonthlyReport;
  state: ListPageState<MonthlyReport>;
  onEdit(record: MonthlyReport): void;
  onRefresh(record: MonthlyReport): void;
  onSubmit(record: MonthlyReport): void;
  onReview(record: MonthlyReport): void;
}

/** 查看 always; 编辑 / 刷新数据 / 提交 / 删除 while a draft or returned; 审核 once submitted; 导出. */
export function ReportRowActions({ record, state, onEdit, onRefresh, onSubmit, onReview }: Props) {
  const auth = useAuth();
  const navigate = useNavigate();
  const editable = isEditable(record);
  const name = `“${record.title}”`;
  const link = (text: string, onClick: () => void) => (
    <Button type="link" size="small" aria-label={`${text}${name}`} onClick={onClick}>
      {text}
    </Button>
  );

  return (
    <Space size={0} wrap className="hcs-list-actions">
      {link('查看', () => navigate(`${REPORT_VIEW_PATH}?id=${encodeURIComponent(record.id)}`))}
      {editable && auth.has(REPORT_AUTH.edit) ? link('编辑', () => onEdit(record)) : null}
      {editable && auth.has(REPORT_AUTH.generate) ? link('刷新数据', () => onRefresh(record)) : null}
      {editable && auth.has(REPORT_AUTH.submit) ? link('提交', () => onSubmit(record)) : null}
      {isSubmitted(record) && auth.has(REPORT_AUTH.review) ? link('审核', () => onReview(record)) : null}
      {auth.has(REPORT_AUTH.export) ? link('导出', () => void exportReport(record)) : null}
      {editable && auth.has(REPORT_AUTH.delete) ? (
        <Popconfirm title="确定删除吗?" onConfirm={() => state.removeOne(record.id)}>
          <Button type="link" size="small" aria-label={`删除${name}`}>
            删除
          </Button>
        </Popconfirm>
      ) : null}
    </Space>
  );
}
