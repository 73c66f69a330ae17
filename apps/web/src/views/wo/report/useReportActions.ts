import { App } from 'antd';
import { useCallback } from 'react';
import { reportById, submitReport } from './reportApi.ts';
import type { MonthlyReport, MonthlyReportDetail } from './types.ts';

/** 提交 (after a confirmation) and loading a report's narrative for 编辑; `done` runs after a change. */
export function useReportActions(done: () => void) {
  const { modal, message } = App.useApp();

  const submit = useCallback(
    (report: MonthlyReport) =>
      modal.confirm({
        title: '确定提交吗?',
        content: '提交后月报不能再编辑或刷新数据，等待审核。',
        onOk: async () => {
          const res = await submitReport({ id: report.id, version: report.version });
          if (res.success) {
            void message.success(res.message);
            done();
          } else {
            void message.warning(res.message);
          }
        },
      }),
    [modal, message, done],
  );

  const loadDetail = useCallback(
    async (report: MonthlyReport): Promise<MonthlyReportDetail | null> => {
      const res = await reportById(report.id);
      if (res.success) return res.result;
      void message.warning(res.message);
      return null;
    },
    [message],
  );

  return { submit, loadDetail };
}
