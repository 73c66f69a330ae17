import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import type { DepartNode } from '../../../api/depart.ts';
import { SELECT_CLEAR } from '../../../components/form/iconNames.tsx';
import type { QueryControlProps } from '../../../components/list/index.ts';
import { useDepartTreeData } from '../../../components/pickers/useDepartTreeData.ts';

interface Option {
  title: string;
  value: string;
  children?: Option[];
}

const options = (nodes: DepartNode[]): Option[] =>
  nodes.map((d) => ({
    title: d.departName,
    value: d.orgCode,
    ...(d.children?.length ? { children: options(d.children) } : {}),
  }));

/**
 * The 责任站点 of the query form: a searchable tree of the organisation that fits the form's narrow
 * column (the form's DepartSelect needs a wide one). Its value is the chosen department's org code.
 */
export function DepartQuerySelect({ id, value, onChange }: QueryControlProps) {
  const tree = useDepartTreeData();
  const treeData = useMemo(() => options(tree.nodes), [tree.nodes]);
  return (
    <TreeSelect<string>
      id={id}
      value={value}
      treeData={treeData}
      loading={tree.loading}
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeDefaultExpandAll
      allowClear={SELECT_CLEAR}
      placeholder="请选择责任站点"
      style={{ width: '100%' }}
      onChange={(code) => onChange(code || undefined)}
    />
  );
}
