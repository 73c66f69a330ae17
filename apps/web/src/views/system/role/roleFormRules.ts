import type { FormRule } from 'antd';
import { uniqueRule } from '../../../utils/uniqueRule.ts';

/** The server's rule for role codes (apps/server role schema). */
export const ROLE_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;

/** Rules of the role form; `roleId` is the role being edited, so its own code is not a duplicate. */
export function roleFormRules(
  roleId: string | undefined,
): Record<'roleName' | 'roleCode' | 'description', FormRule[]> {
  return {
    roleName: [
      { required: true, whitespace: true, message: '请输入角色名称' },
      { max: 100, message: '最大长度100位字符' },
    ],
    roleCode: [
      { required: true, whitespace: true, message: '请输入角色编码' },
      { max: 64, message: '最大长度64位字符' },
      { pattern: ROLE_CODE_PATTERN, message: '角色编码须以字母开头，只含字母、数字和下划线' },
      uniqueRule({ tableName: 'sys_role', fieldName: 'role_code', ...(roleId ? { dataId: roleId } : {}) }),
    ],
    description: [{ max: 255, message: '最大长度255位字符' }],
  };
}
