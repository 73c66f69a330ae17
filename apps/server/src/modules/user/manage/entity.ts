import type { SheetColumn } from '../../../core/excel/columns.ts';
import { defineEntity } from '../../../core/query/entity.ts';

export const userEntity = defineEntity({
  title: '用户',
  defaultSort: 'createTime',
  menuComponent: 'system/UserList',
  extraParams: ['departId', 'roleId'],
  fields: {
    username: { column: 'u.username', type: 'string' },
    realname: { column: 'u.realname', type: 'string' },
    sex: { column: 'u.sex', type: 'number', dict: 'sex' },
    birthday: { column: 'u.birthday', type: 'date' },
    email: { column: 'u.email', type: 'string' },
    phone: { column: 'u.phone', type: 'string' },
    orgCode: { column: 'u.orgCode', type: 'string' },
    status: { column: 'u.status', type: 'number', dict: 'user_status' },
    workNo: { column: 'u.workNo', type: 'string' },
    post: { column: 'u.post', type: 'string' },
    telephone: { column: 'u.telephone', type: 'string' },
    createBy: { column: 'u.createBy', type: 'string' },
    createTime: { column: 'u.createTime', type: 'datetime' },
    updateTime: { column: 'u.updateTime', type: 'datetime' },
  },
});

/** What 用户管理's lists show of a user (never the password). */
export const userListColumns = [
  'u.id',
  'u.username',
  'u.realname',
  'u.avatar',
  'u.birthday',
  'u.sex',
  'u.email',
  'u.phone',
  'u.orgCode',
  'u.status',
  'u.workNo',
  'u.post',
  'u.telephone',
  'u.userIdentity',
  'u.createBy',
  'u.createTime',
  'u.updateTime',
] as const;

export const userColumns: SheetColumn[] = [
  { field: 'username', title: '用户账号', width: 16 },
  { field: 'realname', title: '用户姓名', width: 14 },
  { field: 'sex', title: '性别', dict: 'sex', width: 8 },
  { field: 'birthday', title: '生日', width: 12 },
  { field: 'phone', title: '手机号', width: 14 },
  { field: 'email', title: '邮箱', width: 22 },
  { field: 'workNo', title: '工号', width: 12 },
  { field: 'telephone', title: '座机', width: 14 },
  { field: 'status', title: '状态', dict: 'user_status', width: 8 },
];
