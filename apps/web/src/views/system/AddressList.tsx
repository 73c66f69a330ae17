import { Col, Row } from 'antd';
import { useMemo, useState } from 'react';
import type { DepartNode } from '../../api/depart.ts';
import { ListPage, ListRowActions, useListPage } from '../../components/list/index.ts';
import { addressListConfig } from './address/addressListConfig.ts';
import { DepartTreeCard } from './depart/DepartTreeCard.tsx';
import { useDepartTree } from './depart/useDepartTree.ts';
import './depart/DepartList.css';

/**
 * 系统管理 → 通讯录: the organisation tree on the left; on the right the people of the chosen department
 * and its sub-departments (everyone while none is chosen), with search, detail and export.
 */
export default function AddressList() {
  const tree = useDepartTree();
  const [selected, setSelected] = useState<DepartNode | null>(null);
  const orgCode = selected?.orgCode;
  const config = useMemo(() => addressListConfig(orgCode), [orgCode]);
  const state = useListPage(config, { urlState: true });

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8} xl={7} xxl={6}>
        <DepartTreeCard tree={tree} selected={selected} onSelect={setSelected} />
      </Col>
      <Col xs={24} lg={16} xl={17} xxl={18}>
        <ListPage
          config={config}
          state={state}
          rowActions={(record) => <ListRowActions record={record} state={state} name={record.realname} />}
        />
      </Col>
    </Row>
  );
}
