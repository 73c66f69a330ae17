import type { OnlineFormHead } from '@hcs/shared';
import { ListPage, useListPage } from '../../../../components/list/index.ts';
import { useOpening } from '../../../../utils/useOpening.ts';
import { AddressDialog } from './design/AddressDialog.tsx';
import { ButtonDialog } from './design/ButtonDialog.tsx';
import { DeleteDialog } from './design/DeleteDialog.tsx';
import { EnhanceJavaDialog } from './design/EnhanceJavaDialog.tsx';
import { EnhanceJsDialog } from './design/EnhanceJsDialog.tsx';
import { FieldAuthDialog } from './design/FieldAuthDialog.tsx';
import { FormDesigner } from './design/FormDesigner.tsx';
import { type HeadDialog, HeadRowActions } from './design/HeadRowActions.tsx';
import { headListConfig } from './design/headListConfig.tsx';
import { SyncDialog } from './design/SyncDialog.tsx';
import { VersionDialog } from './design/VersionDialog.tsx';
import './design/cgform.css';

/**
 * 在线开发 → 表单开发: the online forms' definitions. 新增 / 编辑 open the designer (head and fields);
 * each row synchronises its table, opens its generated screen, and holds its versions, enhancements,
 * custom buttons, copies and deletion.
 */
export default function OnlCgformHeadList() {
  const state = useListPage(headListConfig, { urlState: true });
  const designing = useOpening<OnlineFormHead | null>(null);
  const dialog = useOpening<{ kind: HeadDialog; head: OnlineFormHead } | null>(null);
  const about = (kind: HeadDialog) =>
    dialog.open && dialog.subject?.kind === kind ? dialog.subject.head : null;
  const reload = () => void state.reload();

  return (
    <>
      <ListPage
        config={headListConfig}
        state={state}
        selectable={false}
        onAdd={() => designing.show(null)}
        rowActions={(head, _state, omit) => (
          <HeadRowActions
            head={head}
            flat={omit !== undefined}
            onEdit={designing.show}
            onOpen={(kind, subject) => dialog.show({ kind, head: subject })}
            onChanged={reload}
          />
        )}
      />
      <FormDesigner
        key={`design-${designing.session}`}
        open={designing.open}
        record={designing.subject}
        onClose={designing.hide}
        onSaved={() => {
          designing.hide();
          reload();
        }}
      />
      <SyncDialog
        key={`sync-${dialog.session}`}
        open={about('sync') !== null}
        head={about('sync')}
        onClose={dialog.hide}
        onSynced={() => {
          dialog.hide();
          reload();
        }}
      />
      <VersionDialog
        key={`versions-${dialog.session}`}
        open={about('versions') !== null}
        head={about('versions')}
        onClose={dialog.hide}
      />
      <EnhanceJsDialog
        key={`js-${dialog.session}`}
        open={about('enhanceJs') !== null}
        head={about('enhanceJs')}
        onClose={dialog.hide}
      />
      <EnhanceJavaDialog
        key={`java-${dialog.session}`}
        open={about('enhanceJava') !== null}
        head={about('enhanceJava')}
        onClose={dialog.hide}
      />
      <ButtonDialog
        key={`buttons-${dialog.session}`}
        open={about('buttons') !== null}
        head={about('buttons')}
        onClose={dialog.hide}
      />
      <FieldAuthDialog
        key={`auth-${dialog.session}`}
        open={about('auth') !== null}
        head={about('auth')}
        onClose={dialog.hide}
      />
      <AddressDialog head={about('address')} onClose={dialog.hide} />
      <DeleteDialog
        key={`delete-${dialog.session}`}
        head={about('delete')}
        onClose={dialog.hide}
        onDeleted={() => {
          dialog.hide();
          reload();
        }}
      />
    </>
  );
}
