import { Button } from 'antd';
import { ListPage, useListPage } from '../../components/list/index.ts';
import { useAuth } from '../../utils/permission.ts';
import { useOpening } from '../../utils/useOpening.ts';
import { GenerateModal } from './report/GenerateModal.tsx';
import { reportListConfig } from './report/listConfig.tsx';
import { NarrativeModal } from './report/NarrativeModal.tsx';
import { ReportRowActions } from './report/ReportRowActions.tsx';
import { ReviewModal } from './report/ReviewModal.tsx';
import { REPORT_AUTH } from './report/reportApi.ts';
import type { MonthlyReport, MonthlyReportDetail } from './report/types.ts';
import { useReportActions } from './report/useReportActions.ts';

/** 服务月报 (a top-level menu entry): generate a department's month, write its narrative, submit, review, view. */
export default function MonthlyReportList() {
  const state = useListPage(reportListConfig, { urlState: true });
  const auth = useAuth();
  const reload = () => void state.reload();
  const { submit, loadDetail } = useReportActions(reload);
  const generate = useOpening<{ month?: string; departId?: string }>({});
  const narrative = useOpening<MonthlyReportDetail | null>(null);
  const review = useOpening<MonthlyReport | null>(null);

  const edit = async (record: MonthlyReport) => {
    const detail = await loadDetail(record);
    if (detail) narrative.show(detail);
  };

  return (
    <>
      <ListPage
        config={reportListConfig}
        state={state}
        toolbarExtra={
          auth.has(REPORT_AUTH.generate) ? (
            <Button type="primary" onClick={() => generate.show({})}>
              生成/刷新数据
            </Button>
          ) : null
        }
        rowActions={(record, listState) => (
          <ReportRowActions
            record={record}
            state={listState}
            onEdit={(r) => void edit(r)}
            onRefresh={(r) => generate.show({ month: r.month, departId: r.departId })}
            onSubmit={submit}
            onReview={review.show}
          />
        )}
      />
      <GenerateModal
        key={`g${generate.session}`}
        open={generate.open}
        initial={generate.subject}
        onClose={generate.hide}
        onSaved={() => {
          generate.hide();
          reload();
        }}
      />
      <NarrativeModal
        key={`n${narrative.session}`}
        open={narrative.open}
        report={narrative.subject}
        onClose={narrative.hide}
        onSaved={() => {
          narrative.hide();
          reload();
        }}
      />
      <ReviewModal
        key={`r${review.session}`}
        open={review.open}
        report={review.subject}
        onClose={review.hide}
        onSaved={() => {
          review.hide();
          reload();
        }}
      />
    </>
  );
}
