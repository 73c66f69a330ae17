import { UPLOAD_BIZ_FOLDERS, type UploadBiz } from '@hcs/shared';
import { z } from 'zod';

/** What the family's rich-text editor sends as `biz` for its images: they go where editor images go. */
const EDITOR_BIZ = 'jeditor';

/** The form fields of an upload, in whatever order they come beside the file. */
export const uploadFields = z.object({
  biz: z
    .enum([...UPLOAD_BIZ_FOLDERS, EDITOR_BIZ], { message: '上传目录（biz）不在允许的范围内' })
    .optional()
    .transform((v): UploadBiz | undefined => (v === EDITOR_BIZ ? 'editor' : v)),
  /** Sent by the editors' image upload; without a biz it puts the file in `editor`. */
  jeditor: z.string().max(10).optional(),
  /** Sent by the family's upload cells; carries nothing. */
  isup: z.string().max(10).optional(),
});
