import { useState } from 'react';
import { ListPage, useListPage } from '../../components/list/index.ts';
import { useOpening } from '../../utils/useOpening.ts';
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
  const state = useListPage(quartzListConfig);
  const editing = useOpening<QuartzJob | null>(null);
  const [logOf, setLogOf] = useState<QuartzJob | null>(null);

  return (
    <>
      <ListPage
        config={quartzListConfig}
        state={state}
        onAdd={() => editing.show(null)}
        rowActions={(job) => (
          <QuartzJobRowActions job={job} state={state} onEdit={editing.show} onLog={setLogOf} />
        )}
      />
      <QuartzJobFormModal
        key={editing.session}
        open={editing.open}
        record={editing.subject}
        onClose={editing.hide}
        onSaved={() => {
          editing.hide();
          void state.reload();
        }}
      />
      <JobLogModal job={logOf} onClose={() => setLogOf(null)} />
    </>
  );
}
