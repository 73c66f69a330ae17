import { Alert } from 'antd';
import { type ReactNode, useId } from 'react';
import { CRON_PREVIEW_COUNT } from './useCronPreview.ts';

interface CronPreviewListProps {
  /** Null while they are being computed. */
  runs: readonly string[] | null;
  /** The reason the expression is refused, shown instead of the runs. */
  error: string | null;
  /** The id of the error, so the expression field can point at it. */
  errorId: string;
}

function previewBody({ runs, error, errorId }: CronPreviewListProps): ReactNode {
  if (error) {
    return (
      <div id={errorId}>
        <Alert type="error" showIcon title={error} />
      </div>
    );
  }
  if (runs === null) return <p className="hcs-cron-preview__note">计算中…</p>;
  if (runs.length === 0) return <p className="hcs-cron-preview__note">该表达式在今后不会运行</p>;
  return (
    <ol className="hcs-cron-preview__runs">
      {runs.map((run) => (
        <li key={run}>{run}</li>
      ))}
    </ol>
  );
}

/** 最近10次运行时间: the next run times (yyyy-MM-dd HH:mm:ss, year ignored), or why there are none. */
export function CronPreviewList(props: CronPreviewListProps) {
  const headingId = useId();
  return (
    <section className="hcs-cron-preview" aria-labelledby={headingId}>
      <h3 id={headingId} className="hcs-cron-preview__title">
        最近{CRON_PREVIEW_COUNT}次运行时间
      </h3>
      {previewBody(props)}
    </section>
  );
}
