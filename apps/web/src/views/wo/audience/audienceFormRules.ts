import { audienceResource, looksMasked, maskedFields } from '@hcs/shared';
import type { FormRule } from 'antd';
import { resourceFormRules } from '../../../components/resource/resourceFormRules.ts';
import { checkRuleValidator } from '../../../utils/checkRuleValidator.ts';
import type { AudienceFormValues } from './formValues.ts';

/** The check rule (编码校验规则) a 残疾证号 must pass. */
export const CERT_NO_RULE = 'audience_cert_no';

/**
 * A masked field's rules that let the edited audience's value through as everyone sees it (masked): sent
 * back unchanged, the server keeps the stored one.
 */
function lettingMaskThrough(rules: FormRule[], masked: string): FormRule[] {
  const isMask = (value: unknown) => typeof value === 'string' && value.trim() === masked;
  return rules.map((rule) => {
    if (typeof rule === 'function') return rule;
    if (rule.pattern) {
      // A phone's pattern: the mask is no number, but it keeps the stored one.
      const { pattern, message, ...rest } = rule;
      return {
        ...rest,
        validator: (_rule: unknown, value: unknown) =>
          isMask(value) || typeof value !== 'string' || value === '' || pattern.test(value)
            ? Promise.resolve()
            : Promise.reject(new Error(String(message))),
      };
    }
    if (!rule.validator) return rule;
    const { validator } = rule;
    return {
      ...rule,
      validator: (...args: Parameters<typeof validator>) =>
        isMask(args[1]) ? Promise.resolve() : validator(...args),
    };
  });
}

/**
 * The rules of the 新增 / 编辑 form: the definition's, which the server checks too. `shown` is the edited
 * audience as the server sent it, its masked fields masked.
 */
export function audienceFormRules(
  shown: Readonly<Record<string, unknown>> | null,
  recordId?: string,
): Record<string, FormRule[]> & { idCardNo: FormRule[]; disabilityCertNo: FormRule[] } {
  const rules: Record<string, FormRule[]> = {
    ...resourceFormRules(audienceResource, recordId),
  };
  // The 编码校验规则 audience_cert_no: ID number, 残疾类别 and 残疾等级 (editable in 系统管理).
  rules.disabilityCertNo = [...(rules.disabilityCertNo ?? []), checkRuleValidator(CERT_NO_RULE)];
  for (const [name] of maskedFields(audienceResource)) {
    const value = shown?.[name];
    if (typeof value === 'string' && looksMasked(value)) {
      rules[name] = lettingMaskThrough(rules[name] ?? [], value);
    }
  }
  return { ...rules, idCardNo: rules.idCardNo ?? [], disabilityCertNo: rules.disabilityCertNo };
}

/** The form field a refusal of the server is about, if any (its message is then shown there). */
export function fieldOfMessage(message: string): keyof AudienceFormValues | null {
  if (message.includes('身份证号')) return 'idCardNo';
  if (message.includes('残疾证号')) return 'disabilityCertNo';
  if (message.includes('责任站点') || message.includes('本部门')) return 'departId';
  if (message.includes('姓名') && !message.includes('监护人')) return 'name';
  return null;
}
