import { Tag } from 'antd';
import type { ListPageConfig } from '../../../components/list/index.ts';
import { UserAvatar } from '../user/UserAvatar.tsx';
import { ONLINE_URLS, type OnlineUser } from './onlineApi.ts';

/** 在线用户's list: who is signed in, newest sign-in first (the server's order). */
export const onlineListConfig: ListPageConfig<OnlineUser> = {
  title: '在线用户',
  urls: ONLINE_URLS,
  permissionPrefix: 'system:online',
  queryFields: [{ name: 'username', label: '用户账号', type: 'input' }],
  columns: [
    { title: '用户账号', dataIndex: 'username', width: 140 },
    { title: '用户姓名', dataIndex: 'realname', width: 120 },
    {
      title: '头像',
      dataIndex: 'avatar',
      width: 64,
      align: 'center',
      render: (_v, u) => <UserAvatar avatar={u.avatar} realname={u.realname} username={u.username} />,
    },
    { title: '登录时间', dataIndex: 'loginTime', width: 180 },
    { title: '登录IP', dataIndex: 'ip', width: 140 },
    {
      title: '当前会话',
      dataIndex: 'current',
      width: 100,
      render: (_v, u) => (u.current ? <Tag className="hcs-online-current">当前会话</Tag> : null),
    },
  ],
};
