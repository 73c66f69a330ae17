import { DownOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, type MenuProps, Space } from 'antd';
import type { ListPageState } from '../../../components/list/index.ts';
import { useAuth } from '../../../utils/permission.ts';
import type { PermissionEntry } from './permissionApi.ts';

interface Props {
  record: PermissionEntry;
  state: ListPageState<PermissionEntry>;
  onEdit(record: PermissionEntry): void;
  onAddChild(record: PermissionEntry): void;
  onDataRules(record: PermissionEntry): void;
}

/** 编辑 and 更多 (添加下级 and 数据规则 for menus, 删除 with a confirmation), each behind its permission. */
export function PermissionRowActions({ record, state, onEdit, onAddChild, onDataRules }: Props) {
  const auth = useAuth();
  const { modal } = App.useApp();
  const granted = (action: string) => auth.has(`system:permission:${action}`);
  const menu = record.menuType !== 2;
  const quoted = `“${record.name}”`;

  const items: NonNullable<MenuProps['items']> = [
    ...(menu && granted('add') ? [{ key: 'child', label: '添加下级' }] : []),
    ...(menu && granted('dataRule') ? [{ key: 'rules', label: '数据规则' }] : []),
    ...(granted('delete') ? [{ key: 'delete', label: '删除', danger: true }] : []),
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'child') onAddChild(record);
    else if (key === 'rules') onDataRules(record);
    else if (key === 'delete') {
      modal.confirm({
        title: '确定删除吗?',
        content: record.children?.length
          ? `将同时删除“${record.name}”下的全部菜单和按钮。`
          : `将删除“${record.name}”。`,
        okText: '确定',
        cancelText: '取消',
        onOk: () => state.removeOne(record.id),
      });
    }
  };

  return (
    <Space size={0} className="hcs-list-actions">
      {granted('edit') ? (
        <Button type="link" size="small" aria-label={`编辑${quoted}`} onClick={() => onEdit(record)}>
          编辑
        </Button>
      ) : null}
      {items.length > 0 ? (
        <Dropdown menu={{ items, onClick }} trigger={['click']} autoFocus>
          <Button type="link" size="small" aria-label={`更多操作${quoted}`}>
            更多 <DownOutlined />
          </Button>
        </Dropdown>
      ) : null}
    </Space>
  );
}
