import type { TableColumnsType } from 'antd';
import type { QueryField } from '../../../components/list/index.ts';

/** A user as /sys/user/list answers it, as far as the member lists show it. */
export interface MemberUser {
  id: string;
  username: string;
  realname: string;
  sex_dictText?: string;
  phone: string | null;
  orgCodeTxt?: string | null;
  status_dictText?: string;
  createTime?: string | null;
}

export const memberColumns: TableColumnsType<MemberUser> = [
  { title: '用户账号', dataIndex: 'username', key: 'username', sorter: true },
  { title: '用户姓名', dataIndex: 'realname', key: 'realname' },
  { title: '性别', dataIndex: 'sex_dictText', key: 'sex' },
  { title: '手机号', dataIndex: 'phone', key: 'phone' },
  { title: '部门', dataIndex: 'orgCodeTxt', key: 'orgCodeTxt', ellipsis: true },
  { title: '状态', dataIndex: 'status_dictText', key: 'status' },
];

export const memberQueryFields: QueryField[] = [
  { name: 'username', label: '用户账号', type: 'input', placeholder: '请输入用户账号' },
  { name: 'realname', label: '用户姓名', type: 'input', placeholder: '请输入用户姓名' },
];
