import { Card } from 'antd';
import { useState } from 'react';
import { ImportModal } from '../../components/list/ImportModal.tsx';
import { ListQueryForm } from '../../components/list/ListQueryForm.tsx';
import { ListToolbar } from '../../components/list/ListToolbar.tsx';
import { DataRuleDrawer } from './permission/DataRuleDrawer.tsx';
import { PermissionFormDrawer } from './permission/PermissionFormDrawer.tsx';
import { PermissionRowActions } from './permission/PermissionRowActions.tsx';
import { PermissionTable } from './permission/PermissionTable.tsx';
import { PERMISSION_URLS, type PermissionEntry } from './permission/permissionApi.ts';
import { usePermissionPage } from './permission/usePermissionPage.ts';
import '../../components/list/ListPage.css';
import './permission/PermissionList.css';

interface Editing {
  open: boolean;
  record: PermissionEntry | null;
  /** For a new entry: its parent (添加下级). */
  parentId: string | null;
  /** A new one per opening: the drawer mounts afresh, keeping nothing of the last one. */
  session: number;
}

interface Shown {
  open: boolean;
  /** Kept after closing, so the closing drawer still shows it. */
  menu: PermissionEntry | null;
}

/** 系统管理 → 菜单管理: the tree of menus, sub-menus and buttons, their data rules, export and import. */
export default function PermissionList() {
  const { state, expandedKeys, setExpandedKeys, expand } = usePermissionPage();
  const [editing, setEditing] = useState<Editing>({ open: false, record: null, parentId: null, session: 0 });
  const [rules, setRules] = useState<Shown>({ open: false, menu: null });
  const [importing, setImporting] = useState(false);
  const openForm = (record: PermissionEntry | null, parentId: string | null = null) =>
    setEditing((e) => ({ open: true, record, parentId, session: e.session + 1 }));
  const closeForm = () => setEditing((e) => ({ ...e, open: false }));

  return (
    <Card className="hcs-list-page" variant="borderless">
      <ListQueryForm state={state} />
      <ListToolbar
        state={state}
        addLabel="新增菜单"
        onAdd={() => openForm(null)}
        onImport={() => setImporting(true)}
      />
      <PermissionTable
        state={state}
        expandedKeys={expandedKeys}
        onExpandedKeysChange={setExpandedKeys}
        actions={(record) => (
          <PermissionRowActions
            record={record}
            state={state}
            onEdit={(r) => openForm(r)}
            onAddChild={(r) => openForm(null, r.id)}
            onDataRules={(r) => setRules({ open: true, menu: r })}
          />
        )}
      />
      <PermissionFormDrawer
        key={editing.session}
        open={editing.open}
        record={editing.record}
        parentId={editing.parentId}
        onClose={closeForm}
        onSaved={() => {
          closeForm();
          expand(editing.parentId);
          void state.reload();
        }}
      />
      <DataRuleDrawer
        open={rules.open}
        menu={rules.menu}
        onClose={() => setRules((r) => ({ ...r, open: false }))}
        onChanged={() => void state.reload()}
      />
      <ImportModal
        open={importing}
        url={PERMISSION_URLS.importExcel ?? ''}
        onClose={() => setImporting(false)}
        onImported={() => void state.reload(true)}
      />
    </Card>
  );
}
