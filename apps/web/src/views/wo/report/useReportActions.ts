import { App } from 'antd';
import { useCallback } from 'react';
import { useServerAction } from '../../../utils/serverAction.ts';
import { reportById, submitReport } from './reportApi.ts';
import { monthNotOver, monthText } from './reportMonth.ts';
import type { MonthlyReport, MonthlyReportDetail } from './types.ts';

const FROZEN = '提交后月报不能再编辑或刷新数据，等待审核。';

/** The confirmation before 提交: a month still running is named, since its figures stop at the snapshot. */
export function submitWarning(report: Pick<MonthlyReport, 'month' | 'statsTime'>, now = new Date()) {
  const { notOver, lastDay } = monthNotOver(report.month, now);
  if (!notOver) return { title: '确定提交吗?', content: FROZEN };
  const upTo = report.statsTime ? `数据截至 ${report.statsTime}，` : '';
  return {
    title: '本月尚未结束，确定提交吗?',
    content: `${monthText(report.month)}到 ${lastDay} 才结束，${upTo}之后的工单不会计入。${FROZEN}`,
  };
}

/** 提交 (after a confirmation, which warns of a month not yet over) and loading a report's narrative for 编辑; `done` runs after a change. */
export function useReportActions(done: () => void) {
  const { modal } = App.useApp();
  const act = useServerAction();

  const submit = useCallback(
    (report: MonthlyReport) =>
      modal.confirm({
        ...submitWarning(report),
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
