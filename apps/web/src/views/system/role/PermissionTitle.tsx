import { AppstoreOutlined, MenuOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { PermissionNode } from '../../../api/role.ts';

/** A node's title: buttons carry a 按钮 tag and their own icon, so they stand apart from menus. */
export function PermissionTitle({ node }: { node: PermissionNode }) {
  if (node.menuType === 2) {
    return (
      <span className="hcs-grant-button">
        <AppstoreOutlined aria-hidden /> {node.title}{' '}
        <Tag className="hcs-grant-tag" variant="outlined">
          按钮
        </Tag>
      </span>
    );
  }
  return (
    <span className="hcs-grant-menu">
      <MenuOutlined aria-hidden /> {node.title}
    </span>
  );
}
