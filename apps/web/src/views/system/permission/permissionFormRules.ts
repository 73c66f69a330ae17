import type { FormRule } from 'antd';
import type { MenuType } from './permissionApi.ts';

const required = (message: string): FormRule => ({ required: true, whitespace: true, message });
const max = (n: number, label: string): FormRule => ({ max: n, message: `${label}不能超过${n}个字符` });

/** The drawer's rules; which apply depends on the menu type. */
export function permissionFormRules(menuType: MenuType) {
  const button = menuType === 2;
  return {
    name: [required(button ? '请输入按钮/权限名称!' : '请输入菜单名称!'), max(100, '名称')],
    parentId: [{ required: true, message: '请选择上级菜单!' }],
    url: [required('请输入访问路径!'), max(255, '访问路径')],
    component: [required('请输入前端组件!'), max(255, '前端组件')],
    componentName: [max(100, '组件名称')],
    redirect: [max(255, '默认跳转地址')],
    perms: [required('请输入授权标识!'), max(255, '授权标识')],
    sortNo: [{ type: 'number', message: '排序必须是数字!' }] satisfies FormRule[],
  } satisfies Record<string, FormRule[]>;
}
