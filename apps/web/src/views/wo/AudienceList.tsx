import { ListPage, ListRowActions, useListPage } from '../../components/list/index.ts';
import { useOpening } from '../../utils/useOpening.ts';
import { AudienceDetailDrawer } from './audience/AudienceDetailDrawer.tsx';
import { AudienceFormDrawer } from './audience/AudienceFormDrawer.tsx';
import { audienceListConfig } from './audience/listConfig.tsx';
import type { Audience } from './audience/types.ts';
import './audience/AudienceList.css';

/** 服务对象 (a top-level menu entry): search, add, edit, view (with work-order history), delete, export and import audiences. */
export default function AudienceList() {
  const state = useListPage(audienceListConfig, { urlState: true });
  const editing = useOpening<Audience | null>(null);
  const viewing = useOpening<Audience | null>(null);

  return (
    <>
      <ListPage
        config={audienceListConfig}
        state={state}
        onAdd={() => editing.show(null)}
        onDetail={viewing.show}
        rowActions={(audience, shown, omit) => (
          // `shown` opens this page's own detail drawer from 详情.
          <ListRowActions
            record={audience}
            state={shown}
            name={audience.name}
            onEdit={editing.show}
            omit={omit}
          />
        )}
      />
      <AudienceFormDrawer
        key={editing.session}
        open={editing.open}
        record={editing.subject}
        onClose={editing.hide}
        onSaved={() => {
          editing.hide();
          void state.reload();
        }}
      />
      <AudienceDetailDrawer
        key={`detail-${viewing.session}`}
        open={viewing.open}
        record={viewing.subject}
        onClose={viewing.hide}
      />
    </>
  );
}
