import { DownOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, type MenuProps, Space } from 'antd';
import type { ListPageState } from '../../../components/list/index.ts';
import { useAuth } from '../../../utils/permission.ts';
import { type SysUser, USER_STATUS } from './types.ts';
import { useFreeze } from './useFreeze.ts';

interface Props {
  user: SysUser;
  state: ListPageState<SysUser>;
  onEdit(user: SysUser): void;
  onPassword(user: SysUser): void;
}

/** 编辑, 详情 and 更多 ▾ (密码, 冻结 or 解冻, 删除), each behind its permission. */
export function UserRowActions({ user, state, onEdit, onPassword }: Props) {
  const auth = useAuth();
  const { modal } = App.useApp();
  const freeze = useFreeze();
  const name = `“${user.username}”`;
  const frozen = user.status === USER_STATUS.frozen;

  const items: MenuProps['items'] = [];
  if (auth.has('system:user:password')) items.push({ key: 'password', label: '密码' });
  if (auth.has('system:user:frozen')) items.push({ key: 'frozen', label: frozen ? '解冻' : '冻结' });
  if (auth.has('system:user:delete')) items.push({ key: 'delete', label: '删除', danger: true });

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'password') onPassword(user);
    else if (key === 'frozen') {
      void freeze([user.id], frozen ? USER_STATUS.normal : USER_STATUS.frozen).then((done) => {
        if (done) void state.reload();
      });
    } else if (key === 'delete') {
      modal.confirm({ title: '确定删除吗?', onOk: () => state.removeOne(user.id) });
    }
  };

  return (
    <Space size={0} wrap className="hcs-list-actions hcs-user-actions">
      {auth.has('system:user:edit') ? (
        <Button type="link" size="small" aria-label={`编辑${name}`} onClick={() => onEdit(user)}>
          编辑
        </Button>
      ) : null}
      <Button type="link" size="small" aria-label={`详情${name}`} onClick={() => state.showDetail(user)}>
        详情
      </Button>
      {items.length > 0 ? (
        <Dropdown menu={{ items, onClick }} trigger={['click']}>
          <Button type="link" size="small" aria-label={`更多操作${name}`}>
            更多 <DownOutlined />
          </Button>
        </Dropdown>
      ) : null}
    </Space>
  );
}
