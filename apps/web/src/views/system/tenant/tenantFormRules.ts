import type { FormInstance, FormRule } from 'antd';
import type { TenantFormValues } from './tenantFormValues.ts';

export const MAX_TENANT_ID = 1_000_000_000;

/** The server's rules for a tenant (apps/server tenant routes): the same limits and messages. */
export function tenantFormRules(
  form: FormInstance<TenantFormValues>,
): Record<'id' | 'name' | 'endDate' | 'status', FormRule[]> {
  return {
    id: [
      { required: true, message: '请输入租户编号' },
      { type: 'integer', message: '租户编号必须是整数' },
      { type: 'number', min: 1, message: '租户编号最小为1' },
      { type: 'number', max: MAX_TENANT_ID, message: `租户编号最大为${MAX_TENANT_ID}` },
    ],
    name: [
      { required: true, whitespace: true, message: '请输入租户名称' },
      { max: 100, message: '租户名称不能超过100个字符' },
    ],
    endDate: [
      {
        validator: async (_rule, end: TenantFormValues['endDate']) => {
          const begin = form.getFieldValue('beginDate') as TenantFormValues['beginDate'];
          if (begin && end?.isBefore(begin, 'day')) throw new Error('结束日期不能早于开始日期');
        },
      },
    ],
    status: [{ required: true, message: '请选择状态' }],
  };
}
