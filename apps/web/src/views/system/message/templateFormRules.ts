import type { FormRule } from 'antd';
import { uniqueRule } from '../../../utils/uniqueRule.ts';

/** A JSON object of placeholder values, or nothing. */
export const testDataRule: FormRule = {
  validator: async (_rule, value: string | undefined) => {
    if (!value?.trim()) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      throw new Error('测试数据不是合法的JSON');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new Error('测试数据必须是JSON对象，例如 {"name":"张三"}');
    }
  },
};

/** The server's rules for a template (apps/server message schema), plus the code's uniqueness on blur. */
export function templateFormRules(
  templateId: string | undefined,
): Record<
  'templateName' | 'templateCode' | 'templateType' | 'templateContent' | 'templateTestJson',
  FormRule[]
> {
  return {
    templateName: [
      { required: true, whitespace: true, message: '请输入模板标题' },
      { max: 100, message: '模板标题不能超过100个字符' },
    ],
    templateCode: [
      { required: true, whitespace: true, message: '请输入模板编码' },
      { max: 64, message: '模板编码不能超过64个字符' },
      { pattern: /^[A-Za-z0-9_-]+$/, message: '模板编码只能包含字母、数字、下划线和短横线' },
      uniqueRule({
        tableName: 'sys_sms_template',
        fieldName: 'template_code',
        ...(templateId ? { dataId: templateId } : {}),
      }),
    ],
    templateType: [{ required: true, message: '请选择模板类型' }],
    templateContent: [
      { required: true, message: '请输入模板内容' },
      { max: 20000, message: '模板内容不能超过20000个字符' },
    ],
    templateTestJson: [testDataRule],
  };
}
