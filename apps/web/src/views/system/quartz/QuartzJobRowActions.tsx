import { QuartzStatus } from '@hcs/shared';
import { Button, Popconfirm } from 'antd';
import type { Done } from '../../../api/request.ts';
import { type ListPageState, ListRowActions } from '../../../components/list/index.ts';
import { useAuth } from '../../../utils/permission.ts';
import { useServerAction } from '../../../utils/serverAction.ts';
import { executeJob, pauseJob, type QuartzJob, resumeJob } from './quartzApi.ts';

interface Props {
  job: QuartzJob;
  state: ListPageState<QuartzJob>;
  onEdit(job: QuartzJob): void;
  onLog(job: QuartzJob): void;
}

/** 编辑, 详情, 启动 / 停止, 立即执行, 日志 and 删除 of one job. */
export function QuartzJobRowActions({ job, state, onEdit, onLog }: Props) {
  const act = useServerAction();
  const auth = useAuth();
  const quoted = `“${job.jobClassName}”`;
  const running = job.status === QuartzStatus.running;

  // Refused too, the list is read again: the job may have changed meanwhile.
  const run = async (call: () => Promise<Done<unknown>>) => {
    if (await act(call(), { success: true, onRefusal: () => void state.reload() })) await state.reload();
  };

  return (
    <ListRowActions record={job} state={state} name={job.jobClassName} onEdit={onEdit}>
      {running && auth.has('system:quartzJob:pause') ? (
        <Popconfirm title="是否暂停选中任务?" onConfirm={() => run(() => pauseJob(job.id))}>
          <Button type="link" size="small" aria-label={`停止${quoted}`}>
            停止
          </Button>
        </Popconfirm>
      ) : null}
      {!running && auth.has('system:quartzJob:resume') ? (
        <Popconfirm title="是否启动选中任务?" onConfirm={() => run(() => resumeJob(job.id))}>
          <Button type="link" size="small" aria-label={`启动${quoted}`}>
            启动
          </Button>
        </Popconfirm>
      ) : null}
      {auth.has('system:quartzJob:execute') ? (
        <Popconfirm title="是否立即执行任务?" onConfirm={() => run(() => executeJob(job.id))}>
          <Button type="link" size="small" aria-label={`立即执行${quoted}`}>
            立即执行
          </Button>
        </Popconfirm>
      ) : null}
      <Button type="link" size="small" aria-label={`日志${quoted}`} onClick={() => onLog(job)}>
        日志
      </Button>
    </ListRowActions>
  );
}
