import { Empty, Input, Spin, Tree } from 'antd';
import { useMemo, useState } from 'react';
import type { DepartNode } from '../../api/depart.ts';
import { INPUT_CLEAR } from '../form/iconNames.tsx';
import { branchKeys, filterDepartTree } from './departTree.ts';

interface Common {
  nodes: readonly DepartNode[];
  loading: boolean;
}

/** Check boxes: the department dialog. A click on a name checks it too. */
interface CheckProps extends Common {
  mode: 'check';
  checkedKeys: string[];
  onCheck(keys: string[]): void;
}

/** One highlighted department (or none): the department filter of the user-by-department dialog. */
interface SelectProps extends Common {
  mode: 'select';
  selectedKey: string | null;
  onSelect(node: DepartNode | null): void;
}

/** The organisation tree with a search box that narrows it to the matching departments' branches. */
export function DepartSearchTree(props: CheckProps | SelectProps) {
  const [keyword, setKeyword] = useState('');
  const shown = useMemo(() => filterDepartTree(props.nodes, keyword), [props.nodes, keyword]);
  const [collapsed, setCollapsed] = useState<string[]>([]);
  const expandedKeys = branchKeys(shown).filter((k) => !collapsed.includes(k));

  const toggle = (key: string) => {
    if (props.mode !== 'check') return;
    const { checkedKeys, onCheck } = props;
    onCheck(checkedKeys.includes(key) ? checkedKeys.filter((k) => k !== key) : [...checkedKeys, key]);
  };

  return (
    <div className="hcs-depart-search-tree">
      <Input.Search
        placeholder="请输入部门名称"
        aria-label="搜索部门"
        allowClear={INPUT_CLEAR}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        onSearch={setKeyword}
      />
      <Spin spinning={props.loading}>
        {shown.length > 0 ? (
          <Tree<DepartNode>
            className="hcs-depart-search-tree__tree"
            blockNode
            treeData={shown}
            expandedKeys={expandedKeys}
            onExpand={(_keys, info) => {
              const key = String(info.node.key);
              setCollapsed((c) => (info.expanded ? c.filter((k) => k !== key) : [...c, key]));
            }}
            {...(props.mode === 'check'
              ? {
                  checkable: true,
                  checkStrictly: true,
                  checkedKeys: props.checkedKeys,
                  selectedKeys: [],
                  onCheck: (keys) => {
                    const list = Array.isArray(keys) ? keys : keys.checked;
                    props.onCheck(list.map(String));
                  },
                  onSelect: (_keys, info) => toggle(String(info.node.key)),
                }
              : {
                  selectedKeys: props.selectedKey ? [props.selectedKey] : [],
                  onSelect: (_keys, info) => props.onSelect(info.selected ? info.node : null),
                })}
          />
        ) : (
          <Empty description={keyword ? '没有匹配的部门' : '暂无部门'} />
        )}
      </Spin>
    </div>
  );
}
