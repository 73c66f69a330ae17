import { Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { DepartNode } from '../../api/depart.ts';
import { DepartSearchTree } from './DepartSearchTree.tsx';
import { flattenDeparts, nextChecked } from './departTree.ts';
import type { DepartTreeData } from './useDepartTreeData.ts';

export interface DepartPickerModalProps {
  open: boolean;
  tree: DepartTreeData;
  /** Default false: checking a department unchecks the one before (only the newest stays). */
  multiple?: boolean;
  /** Ids of the departments checked when it opens. */
  initialIds: readonly string[];
  /** The checked departments, in tree order. */
  onOk(departs: DepartNode[]): void;
  onCancel(): void;
}

/**
 * The department dialog of the pickers (选择部门, width 500; spec §9): a searchable tree, single or
 * multiple. It is not the header's 部门选择 dialog, which switches the user's current department.
 */
export function DepartPickerModal({
  open,
  tree,
  multiple = false,
  initialIds,
  onOk,
  onCancel,
}: DepartPickerModalProps) {
  const [checked, setChecked] = useState<string[]>([]);
  const initialRef = useRef(initialIds);
  initialRef.current = initialIds;

  useEffect(() => {
    if (open) setChecked([...initialRef.current]);
  }, [open]);

  return (
    <Modal
      title="选择部门"
      open={open}
      width={500}
      okText="确定"
      cancelText="关闭"
      onOk={() => {
        const keys = new Set(checked);
        onOk(flattenDeparts(tree.nodes).filter((d) => keys.has(d.key)));
        onCancel();
      }}
      onCancel={onCancel}
      afterClose={() => setChecked([])}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <DepartSearchTree
        mode="check"
        nodes={tree.nodes}
        loading={tree.loading}
        checkedKeys={checked}
        onCheck={(keys) => setChecked((previous) => nextChecked(previous, keys, multiple))}
      />
    </Modal>
  );
}
