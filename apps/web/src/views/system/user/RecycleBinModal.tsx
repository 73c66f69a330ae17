import { userResource } from '@hcs/shared';
import type { TableColumnsType } from 'antd';
import { RecycleBin } from '../../../components/list/RecycleBin.tsx';
import type { SysUser } from './types.ts';
import { UserAvatar } from './UserAvatar.tsx';
import { purgeUsers, recycleBin, restoreUsers } from './userApi.ts';

interface Props {
  open: boolean;
  onClose(): void;
  /** Users came back to the list. */
  onRestored(): void;
}

const { fields } = userResource;
const COLUMNS: TableColumnsType<SysUser> = [
  { title: fields.username.label, dataIndex: 'username' },
  { title: fields.realname.label, dataIndex: 'realname' },
  {
    title: fields.avatar.label,
    dataIndex: 'avatar',
    width: 80,
    render: (_v, u) => <UserAvatar avatar={u.avatar} realname={u.realname} username={u.username} />,
  },
  { title: fields.orgCodeTxt.label, dataIndex: 'orgCodeTxt' },
];

/** 用户回收站: deleted users, to restore (还原) or delete for good (彻底删除), one by one or selected. */
export function RecycleBinModal(props: Props) {
  return (
    <RecycleBin<SysUser>
      {...props}
      title="用户回收站"
      width={1000}
      columns={COLUMNS}
      nameOf={(u) => u.username}
      load={recycleBin}
      restore={restoreUsers}
      purge={purgeUsers}
      batch
    />
  );
}
