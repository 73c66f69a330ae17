import { Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { DepartNode } from '../../../api/depart.ts';
import type { PickerUser } from '../../../api/pickers.ts';
import { DepartSearchTree } from '../../../components/pickers/DepartSearchTree.tsx';
import { flattenDeparts } from '../../../components/pickers/departTree.ts';
import { type PickerDialogProps, RecordSelectModal } from '../../../components/pickers/index.ts';
import { useDepartTreeData } from '../../../components/pickers/useDepartTreeData.ts';

/** The order's department with the ones below it: the only branch the assignee may come from. */
function useBranch(departId: string | undefined): { nodes: DepartNode[]; loading: boolean } {
  const tree = useDepartTreeData();
  const nodes = useMemo(() => {
    const root = flattenDeparts(tree.nodes).find((d) => d.id === departId);
    return root ? [root] : [];
  }, [tree.nodes, departId]);
  return { nodes, loading: tree.loading };
}

/**
 * 处理人选择: the user-by-department dialog narrowed to the order's department (extraParams.departId):
 * its branch of the organisation on the left, the users of the chosen department and those below it in
 * the middle, the choice on the right.
 */
export function AssigneeModal(props: PickerDialogProps<PickerUser>) {
  const root = props.extraParams?.departId;
  const branch = useBranch(root);
  const [depart, setDepart] = useState<DepartNode | null>(null);

  const aside = (
    <>
      <Typography.Paragraph aria-live="polite">
        {depart ? `当前部门：${depart.departName}` : `当前部门：${branch.nodes[0]?.departName ?? ''}及下级`}
      </Typography.Paragraph>
      <DepartSearchTree
        mode="select"
        nodes={branch.nodes}
        loading={branch.loading}
        selectedKey={depart?.key ?? null}
        onSelect={setDepart}
      />
    </>
  );

  return (
    <RecordSelectModal<PickerUser>
      config={props.config}
      open={props.open}
      multiple={props.multiple}
      initialSelected={props.initialSelected}
      extraParams={{ departId: depart?.id ?? root }}
      aside={aside}
      onOk={props.onOk}
      onCancel={() => {
        setDepart(null);
        props.onCancel();
      }}
    />
  );
}
