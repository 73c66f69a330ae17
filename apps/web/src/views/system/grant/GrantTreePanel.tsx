import { FilterOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Space, Spin, Switch, Tree, type TreeProps } from 'antd';
import { type Key, type ReactNode, useMemo, useState } from 'react';
import type { PermissionNode } from '../../../api/role.ts';
import { PermissionTitle } from '../role/PermissionTitle.tsx';
import { displayedKeys, filterTree, indexTree } from '../role/permissionKeys.ts';
import { DataRulePane } from './DataRulePane.tsx';
import type { DataRuleSource } from './useDataRuleChoice.ts';
import type { GrantTree } from './useGrantTree.ts';
import './GrantTreePanel.css';
import { INPUT_CLEAR } from '../../../components/form/iconNames.tsx';

interface Props {
  grants: GrantTree;
  /** Given: menus with data rules get a 数据规则 button, and the rules show beside the tree. */
  dataRules?: DataRuleSource | undefined;
  /** Shown above the tools (e.g. whose grants they are). */
  header?: ReactNode;
}

/**
 * A checkable tree of menus and buttons with 展开/折叠, 全部勾选/取消全选, 父子联动 and a search; with
 * `dataRules`, the data-rule pane of the menu picked in it.
 */
export function GrantTreePanel({ grants, dataRules, header }: Props) {
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<Key[]>([]);
  const [ruleMenu, setRuleMenu] = useState<PermissionNode | null>(null);

  const shown = useMemo(() => filterTree(grants.tree, keyword), [grants.tree, keyword]);
  // While searching every branch that leads to a match is open.
  const expandedKeys = keyword.trim() ? indexTree(shown).branchKeys : expanded;
  const checkedKeys = useMemo(
    () => displayedKeys(grants.index, grants.granted),
    [grants.index, grants.granted],
  );

  const onCheck: TreeProps<PermissionNode>['onCheck'] = (_keys, info) =>
    grants.toggle(String(info.node.key), info.checked);

  const title = (node: PermissionNode) => {
    if (!dataRules || node.menuType === 2 || node.ruleFlag !== 1) return <PermissionTitle node={node} />;
    return (
      <span className="hcs-grant-node">
        <PermissionTitle node={node} />
        <Button
          type="link"
          size="small"
          icon={<FilterOutlined aria-hidden />}
          className="hcs-grant-node__rules"
          aria-label={`数据规则“${node.title}”`}
          aria-pressed={ruleMenu?.key === node.key}
          // The title's own click checks the node; this one only picks the menu for the pane.
          onClick={(e) => {
            e.stopPropagation();
            setRuleMenu(node);
          }}
          onKeyDown={(e) => e.stopPropagation()}
        >
          数据规则
        </Button>
      </span>
    );
  };

  const treePart = (
    <div className="hcs-grant-tree">
      {header}
      <Space wrap className="hcs-grant-tools">
        <Button size="small" onClick={() => setExpanded(grants.index.branchKeys)}>
          展开全部
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          折叠全部
        </Button>
        <Button size="small" onClick={grants.grantAll}>
          全部勾选
        </Button>
        <Button size="small" onClick={grants.revokeAll}>
          取消全选
        </Button>
        <span className="hcs-grant-linked">
          <Switch size="small" checked={grants.linked} onChange={grants.setLinked} aria-label="父子联动" />
          <span aria-hidden>父子联动</span>
        </span>
      </Space>
      <Input.Search
        className="hcs-grant-search"
        placeholder="请输入菜单或按钮名称"
        aria-label="搜索菜单或按钮"
        allowClear={INPUT_CLEAR}
        onSearch={setKeyword}
        onChange={(e) => setKeyword(e.target.value)}
      />
      <Spin spinning={grants.loading}>
        {shown.length > 0 ? (
          <Tree<PermissionNode>
            checkable
            checkStrictly
            blockNode
            selectable={false}
            treeData={shown}
            checkedKeys={checkedKeys}
            onCheck={onCheck}
            expandedKeys={expandedKeys}
            onExpand={(keys) => setExpanded(keys)}
            titleRender={title}
          />
        ) : (
          <Empty description={grants.loading ? '加载中...' : '暂无数据'} />
        )}
      </Spin>
    </div>
  );

  if (!dataRules) return treePart;
  return (
    <div className="hcs-grant-panel">
      {treePart}
      <DataRulePane
        menu={ruleMenu}
        grantSaved={ruleMenu ? grants.saved.has(ruleMenu.key) : false}
        source={dataRules}
      />
    </div>
  );
}
