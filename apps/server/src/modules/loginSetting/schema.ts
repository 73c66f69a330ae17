import { z } from 'zod';

export const loginSettingSchema = z.object({
  registerEnabled: z.boolean({ message: '请选择是否开放注册' }),
  registerRoleId: z.string().trim().max(32, '角色不存在').nullable().optional(),
  registerApproval: z.boolean({ message: '请选择注册后是否需要审核' }),
});
export type LoginSettingInput = z.infer<typeof loginSettingSchema>;
