import { quartzJobResource } from '@hcs/shared';
import { useState } from 'react';
import { FormListPage, type ListPageConfig } from '../../components/list/index.ts';
import { resourceForm } from '../../components/resource/resourceForm.tsx';
import { resourceListConfig } from '../../components/resource/resourceListConfig.ts';
import { JobLogModal } from './quartz/JobLogModal.tsx';
import { QuartzJobRowActions } from './quartz/QuartzJobRowActions.tsx';
import { QuartzStatusTag } from './quartz/QuartzStatusTag.tsx';
import type { QuartzJob } from './quartz/quartzApi.ts';
import { quartzControls } from './quartz/quartzControls.tsx';

const listConfig = resourceListConfig(quartzJobResource, {
  render: { status: (_value, job) => <QuartzStatusTag job={job} /> },
});
const isStatus = (column: ListPageConfig<QuartzJob>['columns'][number]) =>
  'dataIndex' in column && column.dataIndex === 'status';
const config: ListPageConfig<QuartzJob> = {
  ...listConfig,
  // 状态 beside 任务类名, so 描述 ends the row and takes what is left of its width.
  columns: [
    ...listConfig.columns.slice(0, 1),
    ...listConfig.columns.filter(isStatus),
    ...listConfig.columns.slice(1).filter((column) => !isStatus(column)),
  ],
  // The query form names the status as the family's does.
  queryFields: listConfig.queryFields?.map((f) => (f.name === 'status' ? { ...f, label: '任务状态' } : f)),
  // 编辑 详情 停止/启动 立即执行 日志 删除 in two lines.
  actionWidth: 250,
};
const JobForm = resourceForm(quartzJobResource, { controls: quartzControls });

/**
 * 系统管理 → 定时任务: jobs bound to the server's named handlers, with their cron; start / stop, run
 * once, read the execution log, edit, delete, export and import.
 */
export default function QuartzJobList() {
  const [logOf, setLogOf] = useState<QuartzJob | null>(null);
  return (
    <FormListPage
      urlState
      config={config}
      form={JobForm}
      rowActions={(job, state, onEdit) => (
        <QuartzJobRowActions job={job} state={state} onEdit={onEdit} onLog={setLogOf} />
      )}
    >
      <JobLogModal job={logOf} onClose={() => setLogOf(null)} />
    </FormListPage>
  );
}
