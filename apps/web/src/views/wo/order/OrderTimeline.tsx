import { Timeline } from 'antd';
import { DictText } from '../../../components/dict/DictText.tsx';
import { LOG_ACTION_TEXT } from './actionLabels.ts';
import { WO_DICTS } from './listConfig.tsx';
import type { WorkOrderLog } from './types.ts';

const COLORS: Record<string, string> = {
  create: 'gray',
  dispatch: 'blue',
  accept: 'blue',
  complete: 'green',
  review: 'green',
  cancel: 'red',
};

/** 处理记录: every step of the order, oldest first — what, from which status to which, by whom, when, why. */
export function OrderTimeline({ logs }: { logs: readonly WorkOrderLog[] }) {
  return (
    <Timeline
      className="hcs-wo-timeline"
      items={logs.map((log) => ({
        key: log.id,
        color: COLORS[log.action] ?? 'gray',
        content: (
          <div>
            <div className="hcs-wo-timeline__head">
              {LOG_ACTION_TEXT[log.action] ?? log.action}
              {'：'}
              {log.fromStatus === null ? null : (
                <>
                  <DictText dictCode={WO_DICTS.status} value={String(log.fromStatus)} />
                  {' → '}
                </>
              )}
              <DictText dictCode={WO_DICTS.status} value={String(log.toStatus)} />
            </div>
            <div className="hcs-wo-timeline__meta">
              {log.operatorName} · {log.createTime}
            </div>
            {log.comment ? <p className="hcs-wo-timeline__comment">{log.comment}</p> : null}
          </div>
        ),
      }))}
    />
  );
}
