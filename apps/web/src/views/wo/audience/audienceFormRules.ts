import { audienceResource } from '@hcs/shared';
import type { FormRule } from 'antd';
import { resourceFormRules } from '../../../components/resource/resourceFormRules.ts';
import { checkRuleValidator } from '../../../utils/checkRuleValidator.ts';
import type { AudienceFormValues } from './formValues.ts';

/** The check rule (编码校验规则) a 残疾证号 must pass. */
export const CERT_NO_RULE = 'audience_cert_no';

/**
 * An ID number's rules that let the edited audience's number through as a user without
 * wo:audience:viewSensitive sees it: sent back unchanged, the server keeps the stored one.
 */
function lettingMaskThrough(rules: FormRule[], masked: string): FormRule[] {
  return rules.map((rule) => {
    if (typeof rule === 'function' || !rule.validator) return rule;
    const { validator } = rule;
    return {
      ...rule,
      validator: (...args: Parameters<typeof validator>) =>
        typeof args[1] === 'string' && args[1].trim() === masked ? Promise.resolve() : validator(...args),
    };
  });
}

/**
 * The rules of the 新增 / 编辑 form: the definition's, which the server checks too. `maskedIdCard` is the
 * edited audience's ID number as a user without wo:audience:viewSensitive sees it.
 */
export function audienceFormRules(
  maskedIdCard: string | null,
  recordId?: string,
): Record<string, FormRule[]> & { idCardNo: FormRule[]; disabilityCertNo: FormRule[] } {
  const rules = resourceFormRules(audienceResource, recordId);
  const idCardNo = rules.idCardNo ?? [];
  return {
    ...rules,
    idCardNo: maskedIdCard ? lettingMaskThrough(idCardNo, maskedIdCard) : idCardNo,
    // The 编码校验规则 audience_cert_no: ID number, 残疾类别 and 残疾等级 (editable in 系统管理).
    disabilityCertNo: [...(rules.disabilityCertNo ?? []), checkRuleValidator(CERT_NO_RULE)],
  };
}

/** The form field a refusal of the server is about, if any (its message is then shown there). */
export function fieldOfMessage(message: string): keyof AudienceFormValues | null {
  if (message.includes('身份证号')) return 'idCardNo';
  if (message.includes('残疾证号')) return 'disabilityCertNo';
  if (message.includes('责任站点') || message.includes('本部门')) return 'departId';
  if (message.includes('姓名') && !message.includes('监护人')) return 'name';
  return null;
}
