import { Button, Drawer, Empty, Input, Space, Spin, Tree, type TreeProps } from 'antd';
import { type Key, useMemo, useState } from 'react';
import type { PermissionNode, Role } from '../../../api/role.ts';
import { MOBILE_QUERY } from '../../../layouts/main/layoutConstants.ts';
import { useMediaQuery } from '../../../utils/useMediaQuery.ts';
import { PermissionTitle } from './PermissionTitle.tsx';
import { displayedKeys, filterTree, indexTree } from './permissionKeys.ts';
import { useRoleGrants } from './useRoleGrants.ts';
import './RolePermissionDrawer.css';

interface Props {
  open: boolean;
  /** The role whose grants are edited. */
  role: Role | null;
  onClose(): void;
}

/** 角色权限配置: the menus and buttons granted to a role, as a checkable tree. */
export function RolePermissionDrawer({ open, role, onClose }: Props) {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const grants = useRoleGrants(open ? (role?.id ?? null) : null);
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<Key[]>([]);

  const shown = useMemo(() => filterTree(grants.tree, keyword), [grants.tree, keyword]);
  // While searching every branch that leads to a match is open.
  const expandedKeys = keyword.trim() ? indexTree(shown).branchKeys : expanded;
  const checkedKeys = useMemo(
    () => displayedKeys(grants.index, grants.granted),
    [grants.index, grants.granted],
  );

  const onCheck: TreeProps<PermissionNode>['onCheck'] = (_keys, info) =>
    grants.toggle(String(info.node.key), info.checked);

  const close = () => {
    setKeyword('');
    setExpanded([]);
    onClose();
  };

  return (
    <Drawer
      title="角色权限配置"
      open={open}
      size={isMobile ? '100%' : 650}
      onClose={close}
      closable={{ 'aria-label': '关闭角色权限配置' }}
      destroyOnHidden
      className="hcs-grant-drawer"
      footer={
        <Space className="hcs-grant-footer">
          <Button onClick={close}>取消</Button>
          <Button
            type="primary"
            loading={grants.saving}
            disabled={grants.loading}
            onClick={async () => {
              if (await grants.save()) close();
            }}
          >
            保存
          </Button>
        </Space>
      }
    >
      <p className="hcs-grant-role">
        角色：<strong>{role?.roleName}</strong>
      </p>
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
      </Space>
      <Input.Search
        className="hcs-grant-search"
        placeholder="请输入菜单或按钮名称"
        aria-label="搜索菜单或按钮"
        allowClear
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
            titleRender={(node) => <PermissionTitle node={node} />}
          />
        ) : (
          <Empty description={grants.loading ? '加载中...' : '暂无数据'} />
        )}
      </Spin>
    </Drawer>
  );
}
