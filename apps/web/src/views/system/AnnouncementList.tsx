import { announcementResource } from '@hcs/shared';
import { useState } from 'react';
import type { Announcement } from '../../api/announcement.ts';
import { ListPage, useListPage } from '../../components/list/index.ts';
import { resourceListConfig } from '../../components/resource/resourceListConfig.ts';
import { useOpening } from '../../utils/useOpening.ts';
import { AnnouncementDetailModal } from './announcement/AnnouncementDetailModal.tsx';
import { AnnouncementFormModal } from './announcement/AnnouncementFormModal.tsx';
import { AnnouncementRowActions } from './announcement/AnnouncementRowActions.tsx';
import { PriorityTag } from './announcement/PriorityTag.tsx';
import './announcement/AnnouncementList.css';

const config = resourceListConfig(announcementResource, {
  render: {
    priority: (_value, record) => (
      <PriorityTag priority={record.priority} text={record.priority_dictText ?? record.priority} />
    ),
  },
});

interface Shown {
  open: boolean;
  record: Announcement | null;
}

/** 系统管理 → 系统通告: search, add, edit, release, revoke, view, delete and export announcements. */
export default function AnnouncementList() {
  const state = useListPage(config, { urlState: true });
  const form = useOpening<Announcement | null>(null);
  const [detail, setDetail] = useState<Shown>({ open: false, record: null });

  return (
    <>
      <ListPage
        config={config}
        state={state}
        onAdd={() => form.show(null)}
        onDetail={(record) => setDetail({ open: true, record })}
        rowActions={(record, listState) => (
          <AnnouncementRowActions record={record} state={listState} onEdit={form.show} />
        )}
      />
      <AnnouncementFormModal
        key={form.session}
        open={form.open}
        record={form.subject}
        onClose={form.hide}
        onSaved={() => {
          form.hide();
          void state.reload();
        }}
      />
      <AnnouncementDetailModal
        open={detail.open}
        record={detail.record}
        onClose={() => setDetail((d) => ({ ...d, open: false }))}
      />
    </>
  );
}
