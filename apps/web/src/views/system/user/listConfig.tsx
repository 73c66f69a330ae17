import type { ListPageConfig } from '../../../components/list/index.ts';
import { StatusTag } from './StatusTag.tsx';
import type { SysUser } from './types.ts';
import { UserAvatar } from './UserAvatar.tsx';
import { USER_URLS } from './userApi.ts';

/** 用户管理's list: query form, columns, advanced query and detail fields. */
export const userListConfig: ListPageConfig<SysUser> = {
  title: '用户',
  urls: USER_URLS,
  permissionPrefix: 'system:user',
  queryFields: [
    { name: 'username', label: '用户账号', type: 'input' },
    { name: 'realname', label: '用户姓名', type: 'input' },
    { name: 'sex', label: '性别', type: 'dict', dictCode: 'sex' },
    { name: 'phone', label: '手机号', type: 'input' },
    { name: 'status', label: '状态', type: 'dict', dictCode: 'user_status' },
    { name: 'email', label: '邮箱', type: 'input', advanced: true },
    { name: 'workNo', label: '工号', type: 'input', advanced: true },
    { name: 'createTime', label: '创建时间', type: 'dateRange', advanced: true },
  ],
  columns: [
    { title: '用户账号', dataIndex: 'username', sorter: true, width: 120 },
    { title: '用户姓名', dataIndex: 'realname', sorter: true, width: 100 },
    {
      title: '头像',
      dataIndex: 'avatar',
      width: 64,
      align: 'center',
      render: (_v, u) => <UserAvatar avatar={u.avatar} realname={u.realname} username={u.username} />,
    },
    { title: '性别', dataIndex: 'sex', sorter: true, width: 72, render: (_v, u) => u.sex_dictText ?? '' },
    { title: '生日', dataIndex: 'birthday', sorter: true, width: 110 },
    { title: '手机号', dataIndex: 'phone', width: 120 },
    { title: '部门', dataIndex: 'orgCodeTxt', width: 150, ellipsis: true },
    {
      title: '状态',
      dataIndex: 'status',
      sorter: true,
      width: 84,
      render: (_v, u) => <StatusTag user={u} />,
    },
  ],
  superQueryFields: [
    { field: 'username', label: '用户账号', type: 'string' },
    { field: 'realname', label: '用户姓名', type: 'string' },
    { field: 'sex', label: '性别', type: 'dict', dictCode: 'sex' },
    { field: 'birthday', label: '生日', type: 'date' },
    { field: 'phone', label: '手机号', type: 'string' },
    { field: 'email', label: '邮箱', type: 'string' },
    { field: 'workNo', label: '工号', type: 'string' },
    { field: 'telephone', label: '座机', type: 'string' },
    { field: 'status', label: '状态', type: 'dict', dictCode: 'user_status' },
    { field: 'createTime', label: '创建时间', type: 'datetime' },
  ],
  detailFields: [
    { field: 'username', label: '用户账号' },
    { field: 'realname', label: '用户姓名' },
    { field: 'sex', label: '性别' },
    { field: 'birthday', label: '生日' },
    { field: 'phone', label: '手机号' },
    { field: 'email', label: '邮箱' },
    { field: 'workNo', label: '工号' },
    { field: 'telephone', label: '座机' },
    { field: 'orgCodeTxt', label: '部门' },
    { field: 'status', label: '状态' },
    { field: 'createTime', label: '创建时间' },
  ],
};
