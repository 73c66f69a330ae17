import { UPLOAD_BIZ_FOLDERS } from '@hcs/shared';
import { z } from 'zod';

/** The form fields of an upload; they must come before the file part. */
export const uploadFields = z.object({
  biz: z.enum(UPLOAD_BIZ_FOLDERS, { message: '上传目录（biz）不在允许的范围内' }).optional(),
  /** Sent by the editors' image upload; without a biz it puts the file in `editor`. */
  jeditor: z.string().max(10).optional(),
  /** Sent by the family's upload cells; carries nothing. */
  isup: z.string().max(10).optional(),
});
