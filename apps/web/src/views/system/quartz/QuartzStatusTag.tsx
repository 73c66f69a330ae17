import { QuartzStatus } from '@hcs/shared';
import { Tag } from 'antd';
import type { QuartzJob } from './quartzApi.ts';
import './QuartzJobList.css';

/** 正常 (running) in green, 停止 in orange. */
export function QuartzStatusTag({ job }: { job: Pick<QuartzJob, 'status' | 'status_dictText'> }) {
  const running = job.status === QuartzStatus.running;
  return (
    <Tag className={running ? 'hcs-quartz-tag--ok' : 'hcs-quartz-tag--stopped'}>
      {job.status_dictText ?? (running ? '正常' : '停止')}
    </Tag>
  );
}
