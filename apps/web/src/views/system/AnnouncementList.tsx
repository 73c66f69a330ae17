import { useState } from 'react';
import type { Announcement } from '../../api/announcement.ts';
import { ListPage, useListPage } from '../../components/list/index.ts';
import { AnnouncementDetailModal } from './announcement/AnnouncementDetailModal.tsx';
import { AnnouncementFormModal } from './announcement/AnnouncementFormModal.tsx';
import { AnnouncementRowActions } from './announcement/AnnouncementRowActions.tsx';
import { announcementListConfig } from './announcement/announcementListConfig.tsx';
import './announcement/AnnouncementList.css';

interface Shown {
  open: boolean;
  record: Announcement | null;
}

const CLOSED: Shown = { open: false, record: null };

interface Editing extends Shown {
  /** A new one for every opening: the form modal is mounted afresh, so no value of a previous opening stays. */
  session: number;
}

/** 系统管理 → 系统通告: search, add, edit, release, revoke, view and delete announcements. */
export default function AnnouncementList() {
  const state = useListPage(announcementListConfig, { urlState: true });
  const [form, setForm] = useState<Editing>({ ...CLOSED, session: 0 });
  const openForm = (record: Announcement | null) =>
    setForm((f) => ({ open: true, record, session: f.session + 1 }));
  const [detail, setDetail] = useState<Shown>(CLOSED);

  return (
    <>
      <ListPage
        config={announcementListConfig}
        state={state}
        onAdd={() => openForm(null)}
        onDetail={(record) => setDetail({ open: true, record })}
        rowActions={(record, listState) => (
          <AnnouncementRowActions record={record} state={listState} onEdit={openForm} />
        )}
      />
      <AnnouncementFormModal
        key={form.session}
        open={form.open}
        record={form.record}
        onClose={() => setForm((f) => ({ ...f, open: false }))}
        onSaved={() => {
          setForm((f) => ({ ...f, open: false }));
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
