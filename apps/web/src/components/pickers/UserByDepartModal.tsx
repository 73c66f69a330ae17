import { Typography } from 'antd';
import { useState } from 'react';
import type { DepartNode } from '../../api/depart.ts';
import type { PickerUser } from '../../api/pickers.ts';
import { DepartSearchTree } from './DepartSearchTree.tsx';
import { RecordSelectModal } from './RecordSelectModal.tsx';
import type { PickerDialogProps } from './types.ts';
import { useDepartTreeData } from './useDepartTreeData.ts';

/** The department filter beside the users: a tree, and what it currently limits the list to. */
function DepartFilter({ onChange }: { onChange(departId: string | undefined): void }) {
  const tree = useDepartTreeData();
  const [depart, setDepart] = useState<DepartNode | null>(null);
  return (
    <>
      <Typography.Paragraph className="hcs-user-by-depart__current" aria-live="polite">
        {depart ? `当前部门：${depart.departName}` : '全部部门'}
      </Typography.Paragraph>
      <DepartSearchTree
        mode="select"
        nodes={tree.nodes}
        loading={tree.loading}
        selectedKey={depart?.key ?? null}
        onSelect={(node) => {
          setDepart(node);
          onChange(node?.id);
        }}
      />
    </>
  );
}

/**
 * The user-by-department dialog (JSelectUserByDep, spec §2): the organisation tree on the left, the
 * chosen department's users (queryUserComponentData with departId) in the middle, 已选用户 on the right.
 */
export function UserByDepartModal(props: PickerDialogProps<PickerUser>) {
  const { open, config, multiple, initialSelected, onOk, onCancel } = props;
  const [departId, setDepartId] = useState<string | undefined>(undefined);
  return (
    <RecordSelectModal<PickerUser>
      config={config}
      open={open}
      multiple={multiple}
      initialSelected={initialSelected}
      extraParams={{ ...props.extraParams, departId }}
      aside={<DepartFilter onChange={setDepartId} />}
      onOk={onOk}
      onCancel={() => {
        setDepartId(undefined);
        onCancel();
      }}
    />
  );
}
