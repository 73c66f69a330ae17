import { userResource } from '@hcs/shared';
import type { ListPageConfig } from '../../../components/list/index.ts';
import { resourceListConfig } from '../../../components/resource/resourceListConfig.ts';
import { StatusTag } from './StatusTag.tsx';
import type { SysUser } from './types.ts';
import { UserAvatar } from './UserAvatar.tsx';

const derived = resourceListConfig<typeof userResource, SysUser>(userResource, {
  render: {
    avatar: (_v, u) => <UserAvatar avatar={u.avatar} realname={u.realname} username={u.username} />,
    status: (_v, u) => <StatusTag user={u} />,
  },
});

/**
 * 用户管理's list, from the user resource: query form (展开 adds its advanced fields after the others),
 * columns with the avatar and the status tag, advanced query and detail fields.
 */
export const userListConfig: ListPageConfig<SysUser> = {
  ...derived,
  queryFields: [
    ...(derived.queryFields ?? []).filter((field) => !field.advanced),
    ...(derived.queryFields ?? []).filter((field) => field.advanced),
  ],
  columns: derived.columns.map((column) =>
    'dataIndex' in column && column.dataIndex === 'avatar' ? { ...column, align: 'center' } : column,
  ),
};
