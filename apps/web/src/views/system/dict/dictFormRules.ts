import type { FormRule } from 'antd';
import { uniqueRule } from '../../../utils/uniqueRule.ts';

const checkCode = async (_rule: unknown, value: string | undefined) => {
  const code = value?.trim() ?? '';
  if (code.includes(',')) {
    throw new Error('字典编码不能包含逗号，表字典（表名,显示字段,存储字段）无需在此添加');
  }
  if (code && !/^[A-Za-z0-9_]+$/.test(code)) throw new Error('字典编码只能由字母、数字和下划线组成');
};

/**
 * The server's rules for a dictionary (apps/server modules/dict/manageSchema.ts): same limits and
 * messages; `dictId` is the dictionary being edited, so its own code is not a duplicate.
 */
export function dictFormRules(
  dictId: string | undefined,
): Record<'dictName' | 'dictCode' | 'description', FormRule[]> {
  return {
    dictName: [
      { required: true, whitespace: true, message: '请输入字典名称' },
      { max: 100, message: '字典名称不能超过100个字符' },
    ],
    dictCode: [
      { required: true, whitespace: true, message: '请输入字典编码' },
      { max: 100, message: '字典编码不能超过100个字符' },
      { validator: checkCode },
      uniqueRule({ tableName: 'sys_dict', fieldName: 'dict_code', ...(dictId ? { dataId: dictId } : {}) }),
    ],
    description: [{ max: 255, message: '描述不能超过255个字符' }],
  };
}
