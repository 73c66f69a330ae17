import { departResource } from '@hcs/shared';
import { Col, Row } from 'antd';
import { useEffect, useState } from 'react';
import type { DepartNode } from '../../api/depart.ts';
import { ImportModal } from '../../components/list/index.ts';
import { DepartAddModal } from './depart/DepartAddModal.tsx';
import { DepartDetail } from './depart/DepartDetail.tsx';
import { DepartTreeCard } from './depart/DepartTreeCard.tsx';
import { findDepart } from './depart/departTreeUtils.ts';
import { useDepartActions } from './depart/useDepartActions.ts';
import { useDepartTree } from './depart/useDepartTree.ts';
import './depart/DepartList.css';

interface Selected {
  node: DepartNode;
  parentName: string;
}

interface Adding {
  open: boolean;
  parent: DepartNode | null;
  /** A new one per opening: the dialog mounts afresh. */
  session: number;
}

/** 系统管理 → 部门管理: the organisation tree on the left, the chosen department on the right. */
export default function DepartList() {
  const tree = useDepartTree();
  const actions = useDepartActions();
  const [selected, setSelected] = useState<Selected | null>(null);
  const [adding, setAdding] = useState<Adding>({ open: false, parent: null, session: 0 });
  const [importing, setImporting] = useState(false);
  const { nodes, keyword } = tree;

  const select = (id: string | null) => {
    const node = id ? findDepart(nodes, id) : null;
    const parent = node?.parentId ? findDepart(nodes, node.parentId) : null;
    setSelected(node ? { node, parentName: parent?.departName ?? '' } : null);
  };

  // After a reload the selection follows the tree's own node (a rename shows at once); a search that
  // leaves it out keeps it, and a full tree without it means it is gone.
  useEffect(() => {
    setSelected((current) => {
      if (!current) return current;
      const node = findDepart(nodes, current.node.id);
      if (!node) return keyword ? current : null;
      const parent = node.parentId ? findDepart(nodes, node.parentId) : null;
      return { node, parentName: parent?.departName ?? current.parentName };
    });
  }, [nodes, keyword]);

  return (
    <Row gutter={[16, 16]} className="hcs-depart-page">
      <Col xs={24} lg={9} xl={8}>
        <DepartTreeCard
          tree={tree}
          selected={selected?.node ?? null}
          onSelect={(node) => select(node?.id ?? null)}
          onAdd={(p) => setAdding((a) => ({ open: true, parent: p, session: a.session + 1 }))}
          onDelete={async (node) => {
            if (await actions.remove(node)) {
              setSelected(null);
              await tree.reload();
            }
          }}
          onExport={() => void actions.exportSheet()}
          onImport={() => setImporting(true)}
        />
      </Col>
      <Col xs={24} lg={15} xl={16}>
        <DepartDetail
          depart={selected?.node ?? null}
          parentName={selected?.parentName ?? ''}
          onSaved={() => void tree.reload()}
        />
      </Col>
      <DepartAddModal
        key={adding.session}
        open={adding.open}
        parent={adding.parent}
        onClose={() => setAdding((a) => ({ ...a, open: false }))}
        onSaved={() => {
          const under = adding.parent;
          setAdding((a) => ({ ...a, open: false }));
          if (under) tree.setExpandedKeys([...new Set([...tree.expandedKeys, under.key])]);
          void tree.reload();
        }}
      />
      <ImportModal
        open={importing}
        url={`${departResource.path}/importExcel`}
        onClose={() => setImporting(false)}
        onImported={() => void tree.reload()}
      />
    </Row>
  );
}
