import type { MonthlyReportStats } from '@hcs/shared';
import './report.css';

const FIGURES: { key: keyof MonthlyReportStats; label: string; unit: string }[] = [
  { key: 'audiencesServed', label: '服务人数', unit: '人' },
  { key: 'newAudiences', label: '新增服务对象', unit: '人' },
  { key: 'ordersCreated', label: '新建工单', unit: '单' },
  { key: 'ordersCompleted', label: '完成工单', unit: '单' },
  { key: 'ordersOverdue', label: '超期工单', unit: '单' },
  { key: 'ordersCancelled', label: '取消工单', unit: '单' },
  { key: 'avgSatisfaction', label: '平均满意度', unit: '分' },
];

/** The month's figures as cards: a term and its value each. */
export function FigureCards({ stats }: { stats: MonthlyReportStats }) {
  return (
    <dl className="hcs-report-figures">
      {FIGURES.map(({ key, label, unit }) => {
        const value = stats[key];
        return (
          <div key={key} className="hcs-report-figure">
            <dt>{label}</dt>
            <dd>
              {value === null || value === undefined ? (
                '—'
              ) : (
                <>
                  <span className="hcs-report-figure__value">{String(value)}</span>
                  <span className="hcs-report-figure__unit">{unit}</span>
                </>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
