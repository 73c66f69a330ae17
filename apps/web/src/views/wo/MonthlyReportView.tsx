import { ArrowLeftOutlined, FileExcelOutlined, PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { Refusal } from '../../api/refusal.ts';
import { useAuth } from '../../utils/permission.ts';
import { READ_AFRESH, useApiQuery } from '../../utils/serverState.ts';
import { ReportDocument } from './report/ReportDocument.tsx';
import { exportReport, REPORT_AUTH, reportById } from './report/reportApi.ts';
import type { MonthlyReportDetail } from './report/types.ts';
import './report/MonthlyReportView.css';

type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ok'; report: MonthlyReportDetail };

/**
 * 月报查看 (/wo/report/view?id=…): the report as a printable document, with 打印 (the browser's print,
 * which also saves it as PDF; the print styles need no script) and 导出Excel.
 */
export default function MonthlyReportView() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const navigate = useNavigate();
  const auth = useAuth();
  const query = useApiQuery({
    queryKey: ['monthlyReport', id],
    load: () => reportById(id),
    enabled: id !== '',
    ...READ_AFRESH,
  });
  const loaded: Loaded = !id
    ? { state: 'failed', message: '请从服务月报列表打开月报' }
    : query.isError
      ? { state: 'failed', message: query.error instanceof Refusal ? query.error.message : '月报加载失败' }
      : query.data
        ? { state: 'ok', report: query.data }
        : { state: 'loading' };

  const report = loaded.state === 'ok' ? loaded.report : null;
  return (
    <div className="hcs-report-view">
      <Space className="hcs-report-view__toolbar" wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/wo/report')}>
          返回列表
        </Button>
        <Button type="primary" icon={<PrinterOutlined />} disabled={!report} onClick={() => window.print()}>
          打印
        </Button>
        {auth.has(REPORT_AUTH.export) ? (
          <Button
            icon={<FileExcelOutlined />}
            disabled={!report}
            onClick={() => report && void exportReport(report)}
          >
            导出Excel
          </Button>
        ) : null}
      </Space>
      {loaded.state === 'loading' ? <Spin className="hcs-report-view__loading" /> : null}
      {loaded.state === 'failed' ? <Alert type="warning" showIcon title={loaded.message} /> : null}
      {report ? <ReportDocument report={report} /> : null}
    </div>
  );
}
