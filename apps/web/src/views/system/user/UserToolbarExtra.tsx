import { DeleteOutlined, DownOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, type MenuProps, Space } from 'antd';
import type { ListPageState } from '../../../components/list/index.ts';
import { useAuth } from '../../../utils/permission.ts';
import { type SysUser, USER_STATUS } from './types.ts';
import { useFreeze } from './useFreeze.ts';

interface Props {
  state: ListPageState<SysUser>;
  onRecycleBin(): void;
}

/** 批量操作 ▾ (冻结 / 解冻 the selected users, after a confirmation) and 回收站. */
export function UserToolbarExtra({ state, onRecycleBin }: Props) {
  const auth = useAuth();
  const { modal } = App.useApp();
  const freeze = useFreeze();
  const ids = state.selectedRowKeys.map(String);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const status = key === 'frozen' ? USER_STATUS.frozen : USER_STATUS.normal;
    modal.confirm({
      title: '确认操作',
      content: `是否${key === 'frozen' ? '冻结' : '解冻'}选中账号?`,
      onOk: async () => {
        if (await freeze(ids, status)) {
          state.setSelectedRowKeys([]);
          await state.reload();
        }
      },
    });
  };

  const batch = ids.length > 0 && auth.has('system:user:frozen');
  const recycle = auth.has('system:user:recycle');
  if (!batch && !recycle) return null;

  return (
    <Space wrap>
      {batch ? (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'frozen', label: '冻结' },
              { key: 'thaw', label: '解冻' },
            ],
            onClick,
          }}
        >
          <Button>
            批量操作 <DownOutlined />
          </Button>
        </Dropdown>
      ) : null}
      {recycle ? (
        <Button icon={<DeleteOutlined />} onClick={onRecycleBin}>
          回收站
        </Button>
      ) : null}
    </Space>
  );
}
