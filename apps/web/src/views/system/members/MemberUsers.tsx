import { DeleteOutlined, UserAddOutlined } from '@ant-design/icons';
import { userResource } from '@hcs/shared';
import { App, Button, Popconfirm, Space } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import type { Done } from '../../../api/request.ts';
import { ListPage, type ListPageConfig, useListPage } from '../../../components/list/index.ts';
import { UserSelectModal } from '../../../components/pickers/UserSelectModal.tsx';
import { useServerAction } from '../../../utils/serverAction.ts';
import { type MemberUser, memberColumns, memberQueryFields } from './memberUser.ts';
import { showPageAfterRemoval } from './showPageAfterRemoval.ts';
import './MemberUsers.css';

interface Props {
  /** The list's name (export file, query form label). */
  title: string;
  /** The filter naming the group: { roleId } or { departId }. */
  filter: Record<string, string>;
  /** Whether 添加已有用户 and 移除 show (the group's users permission). */
  canManage: boolean;
  add(userIds: string[]): Promise<Done<null>>;
  remove(userIds: string[]): Promise<Done<null>>;
  /** More actions per user, before 移除 (e.g. 分配部门角色). */
  extraRowActions?: ((user: MemberUser) => ReactNode) | undefined;
}

/**
 * The users of a role or a department (GET /sys/user/list filtered by the group): 添加已有用户 through
 * the user-selection dialog, 移除 per row and for the selected rows.
 */
export function MemberUsers({ title, filter, canManage, add, remove, extraRowActions }: Props) {
  const { message, modal } = App.useApp();
  const filterKey = JSON.stringify(filter);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filter object is compared by value
  const config = useMemo<ListPageConfig<MemberUser>>(
    () => ({
      title,
      urls: { list: `${userResource.path}/list` },
      columns: memberColumns,
      queryFields: memberQueryFields,
      extraParams: filter,
    }),
    [title, filterKey],
  );
  const state = useListPage(config);
  const [picking, setPicking] = useState(false);

  const act = useServerAction();
  /** Runs a change; true when the server took it. */
  const run = async (call: Promise<Done<null>>) => (await act(call, { success: true })) !== undefined;

  const removeUsers = async (ids: string[]) => {
    if (await run(remove(ids))) {
      state.setSelectedRowKeys(state.selectedRowKeys.filter((k) => !ids.includes(String(k))));
      await showPageAfterRemoval(state, ids.length);
    }
  };

  const removeSelected = () => {
    const ids = state.selectedRowKeys.map(String);
    if (ids.length === 0) {
      void message.warning('请选择一条记录！');
      return;
    }
    modal.confirm({
      title: '确认移除',
      content: '是否移除选中的用户?',
      onOk: () => removeUsers(ids),
    });
  };

  const addUsers = async (users: { id: string }[]) => {
    if (users.length === 0) {
      void message.warning('请选择用户');
      return false;
    }
    const added = await run(add(users.map((u) => u.id)));
    if (added) await state.reload();
    return added;
  };

  return (
    <div className="hcs-members">
      <ListPage<MemberUser>
        config={config}
        state={state}
        toolbarExtra={
          canManage ? (
            <>
              <Button type="primary" icon={<UserAddOutlined />} onClick={() => setPicking(true)}>
                添加已有用户
              </Button>
              {state.selectedRowKeys.length > 0 ? (
                <Button danger icon={<DeleteOutlined />} onClick={removeSelected}>
                  批量移除
                </Button>
              ) : null}
            </>
          ) : null
        }
        rowActions={
          canManage || extraRowActions
            ? (user) => (
                <Space size={0} wrap>
                  {extraRowActions?.(user)}
                  {canManage ? (
                    <Popconfirm title="确定移除该用户吗?" onConfirm={() => removeUsers([user.id])}>
                      <Button type="link" size="small" aria-label={`移除“${user.realname}”`}>
                        移除
                      </Button>
                    </Popconfirm>
                  ) : null}
                </Space>
              )
            : undefined
        }
        selectable={canManage}
      />
      <UserSelectModal open={picking} onOk={addUsers} onCancel={() => setPicking(false)} />
    </div>
  );
}
