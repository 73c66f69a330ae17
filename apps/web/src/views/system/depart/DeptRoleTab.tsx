import { Button } from 'antd';
import { useMemo, useState } from 'react';
import type { DepartNode } from '../../../api/depart.ts';
import type { DeptRole } from '../../../api/departPermission.ts';
import { ListPage, ListRowActions, useListPage } from '../../../components/list/index.ts';
import { DeptRoleFormModal } from './DeptRoleFormModal.tsx';
import { DeptRoleGrantDrawer } from './DeptRoleGrantDrawer.tsx';
import { deptRoleListConfig } from './deptRoleListConfig.ts';
import './DeptRoleTab.css';

interface Shown {
  open: boolean;
  /** Kept after closing, so the closing dialog still shows it. */
  record: DeptRole | null;
  /** A new one per opening: the form mounts afresh. */
  session: number;
}

const CLOSED: Shown = { open: false, record: null, session: 0 };

/** 部门角色: the roles of the department, their 编辑, 删除 and 授权. */
export function DeptRoleTab({ depart }: { depart: DepartNode }) {
  const config = useMemo(() => deptRoleListConfig(depart.id), [depart.id]);
  const state = useListPage(config);
  const [form, setForm] = useState<Shown>(CLOSED);
  const [granting, setGranting] = useState<Shown>(CLOSED);
  const openForm = (record: DeptRole | null) =>
    setForm((f) => ({ open: true, record, session: f.session + 1 }));

  return (
    <div className="hcs-dept-roles">
      <ListPage<DeptRole>
        config={config}
        state={state}
        onAdd={() => openForm(null)}
        rowActions={(record) => (
          <ListRowActions record={record} state={state} name={record.roleName} onEdit={openForm}>
            <Button
              type="link"
              size="small"
              aria-label={`授权“${record.roleName}”`}
              onClick={() => setGranting((g) => ({ open: true, record, session: g.session + 1 }))}
            >
              授权
            </Button>
          </ListRowActions>
        )}
      />
      <DeptRoleFormModal
        key={form.session}
        open={form.open}
        departId={depart.id}
        record={form.record}
        onClose={() => setForm((f) => ({ ...f, open: false }))}
        onSaved={() => {
          setForm((f) => ({ ...f, open: false }));
          void state.reload();
        }}
      />
      <DeptRoleGrantDrawer
        open={granting.open}
        departId={depart.id}
        role={granting.record}
        onClose={() => setGranting((g) => ({ ...g, open: false }))}
      />
    </div>
  );
}
