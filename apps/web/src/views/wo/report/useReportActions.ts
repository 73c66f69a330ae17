import { App } from 'antd';
import { useCallback } from 'react';
import { useServerAction } from '../../../utils/serverAction.ts';
import { reportById, submitReport } from './reportApi.ts';
import type { MonthlyReport, MonthlyReportDetail } from './types.ts';

/** 提交 (after a confirmation) and loading a report's narrative for 编辑; `done` runs after a change. */
export function useReportActions(done: () => void) {
  const { modal } = App.useApp();
  const act = useServerAction();

  const submit = useCallback(
    (report: MonthlyReport) =>
      modal.confirm({
        title: '确定提交吗?',
        content: '提交后月报不能再编辑或刷新数据，等待审核。',
        onOk: async () => {
          if (await act(submitReport({ id: report.id, version: report.version }), { success: true })) done();
        },
      }),
    [modal, act, done],
  );

  const loadDetail = useCallback(
    async (report: MonthlyReport): Promise<MonthlyReportDetail | null> =>
      (await act(reportById(report.id))) ?? null,
    [act],
  );

  return { submit, loadDetail };
}
