import { useState } from 'react';
import { FormListPage } from '../../components/list/index.ts';
import { JobLogModal } from './quartz/JobLogModal.tsx';
import { QuartzJobFormModal } from './quartz/QuartzJobFormModal.tsx';
import { QuartzJobRowActions } from './quartz/QuartzJobRowActions.tsx';
import type { QuartzJob } from './quartz/quartzApi.ts';
import { quartzListConfig } from './quartz/quartzListConfig.tsx';

/**
 * 系统管理 → 定时任务: jobs bound to the server's named handlers, with their cron; start / stop, run
 * once, read the execution log, edit, delete, export and import.
 */
export default function QuartzJobList() {
  const [logOf, setLogOf] = useState<QuartzJob | null>(null);
  return (
    <FormListPage
      urlState
      config={quartzListConfig}
      form={QuartzJobFormModal}
      rowActions={(job, state, onEdit) => (
        <QuartzJobRowActions job={job} state={state} onEdit={onEdit} onLog={setLogOf} />
      )}
    >
      <JobLogModal job={logOf} onClose={() => setLogOf(null)} />
    </FormListPage>
  );
}
