import type { FormRule } from 'antd';
import { uniqueRule } from '../../../utils/uniqueRule.ts';

/** The server's rules for a position (apps/server position schema), plus the code's uniqueness on blur. */
export function positionFormRules(
  positionId: string | undefined,
): Record<'code' | 'name' | 'postRank', FormRule[]> {
  return {
    code: [
      { required: true, whitespace: true, message: '请输入职务编码' },
      { max: 64, message: '职务编码不能超过64个字符' },
      { pattern: /^[A-Za-z0-9_-]+$/, message: '职务编码只能包含字母、数字、下划线和短横线' },
      uniqueRule({
        tableName: 'sys_position',
        fieldName: 'code',
        ...(positionId ? { dataId: positionId } : {}),
      }),
    ],
    name: [
      { required: true, whitespace: true, message: '请输入职务名称' },
      { max: 100, message: '职务名称不能超过100个字符' },
    ],
    postRank: [{ required: true, message: '请选择职级' }],
  };
}
