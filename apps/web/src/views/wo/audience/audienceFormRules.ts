import { isChineseIdCard, MOBILE_MESSAGE, MOBILE_PATTERN } from '@hcs/shared';
import type { FormRule } from 'antd';
import { checkRuleValidator } from '../../../utils/checkRuleValidator.ts';
import type { AudienceFormValues } from './formValues.ts';

/** The server's words for an ID number that is not one (apps/server/src/modules/audience/schema.ts). */
export const BAD_ID_CARD = '请输入正确的身份证号';

/** The check rule (编码校验规则) a 残疾证号 must pass. */
export const CERT_NO_RULE = 'audience_cert_no';

const lengthMessage = (label: string, min: number, max: number) =>
  `${label}长度必须在${min}到${max}个字符之间`;

/**
 * The rules of the 新增 / 编辑 form, the server's own. `maskedIdCard` is the edited audience's ID number
 * as a user without wo:audience:viewSensitive sees it: sent back unchanged, the server keeps the stored one.
 */
export function audienceFormRules(maskedIdCard: string | null) {
  const idCard: FormRule = {
    async validator(_rule, value: string | undefined) {
      const id = value?.trim() ?? '';
      if (id === '' || (maskedIdCard !== null && id === maskedIdCard)) return;
      if (!isChineseIdCard(id)) throw new Error(BAD_ID_CARD);
    },
  };
  const mobile = { pattern: MOBILE_PATTERN, message: MOBILE_MESSAGE };
  return {
    name: [
      { required: true, whitespace: true, message: '请输入姓名' },
      { min: 2, max: 50, message: lengthMessage('姓名', 2, 50) },
    ],
    sex: [{ required: true, message: '请选择性别' }],
    idCardNo: [{ required: true, whitespace: true, message: '请输入身份证号' }, idCard],
    // The 编码校验规则 audience_cert_no: ID number, 残疾类别 and 残疾等级 (editable in 系统管理).
    disabilityCertNo: [{ max: 32, message: '残疾证号不能超过32个字符' }, checkRuleValidator(CERT_NO_RULE)],
    disabilityType: [{ required: true, message: '请选择残疾类别' }],
    disabilityLevel: [{ required: true, message: '请选择残疾等级' }],
    phone: [mobile],
    address: [{ max: 200, message: '详细地址不能超过200个字符' }],
    guardianName: [{ max: 50, message: '监护人姓名不能超过50个字符' }],
    guardianPhone: [mobile],
    departId: [{ required: true, message: '请选择责任站点' }],
    status: [{ required: true, message: '请选择状态' }],
    remark: [{ max: 500, message: '备注不能超过500个字符' }],
  } satisfies Record<string, FormRule[]>;
}

/** The form field a refusal of the server is about, if any (its message is then shown there). */
export function fieldOfMessage(message: string): keyof AudienceFormValues | null {
  if (message.includes('身份证号')) return 'idCardNo';
  if (message.includes('残疾证号')) return 'disabilityCertNo';
  if (message.includes('责任站点') || message.includes('本部门')) return 'departId';
  if (message.includes('姓名') && !message.includes('监护人')) return 'name';
  return null;
}
