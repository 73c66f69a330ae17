import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { DEFAULT_UPLOAD_BIZ, extensionOf, isUploadExtension, type UploadedFile } from '@hcs/shared';
import type { AppContext } from '../../core/context.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { newId } from '../../core/ids.ts';
import { BusinessError, badRequest } from '../../core/result.ts';
import type { FileStorage } from '../../core/storage/fileStorage.ts';
import { dayFolder } from '../../core/storage/storedName.ts';
import { formatDateTime } from '../../core/time.ts';
import { contentGate } from './contentGate.ts';
import { FILE_TYPES } from './fileTypes.ts';
import { uploadFields } from './schema.ts';

function fieldValue(part: MultipartFile, name: string): string | undefined {
  const field = part.fields[name];
  const value = Array.isArray(field) ? field[0] : field;
  return value?.type === 'field' ? String((value as MultipartValue).value) : undefined;
}

/** The uploaded name as the file records keep it: no folders, no control characters, 255 at most. */
function recordedName(filename: string): string {
  const last = filename.split(/[/\\]/).pop() ?? '';
  return (
    Array.from(last.replace(/\p{Cc}/gu, ''))
      .slice(-255)
      .join('') || 'file'
  );
}

const served = (basePath: string, path: string) =>
  `${basePath}/sys/common/static/${path.split('/').map(encodeURIComponent).join('/')}`;

export interface UploadLimits {
  maxBytes: number;
  maxMb: number;
}

/**
 * Checks and stores one uploaded file, and records it in sys_file. The folder comes from `biz`
 * (allowlisted), the name is the server's own, the extension must be allowlisted and the content
 * must fit it. Whatever is refused, the rest of the upload is read off first, so the client
 * receives the answer.
 */
export async function storeUpload(
  ctx: AppContext,
  storage: FileStorage,
  auth: AuthContext,
  part: MultipartFile,
  limits: UploadLimits,
): Promise<UploadedFile> {
  try {
    const fields = uploadFields.safeParse({
      biz: fieldValue(part, 'biz') || undefined,
      jeditor: fieldValue(part, 'jeditor'),
      isup: fieldValue(part, 'isup'),
    });
    if (!fields.success) throw badRequest(fields.error.issues[0]?.message ?? '请求参数错误');
    const biz = fields.data.biz ?? (fields.data.jeditor ? 'editor' : DEFAULT_UPLOAD_BIZ);

    const ext = extensionOf(part.filename);
    if (!isUploadExtension(ext)) {
      throw new BusinessError(
        /^[a-z0-9]{1,10}$/.test(ext) ? `不支持上传 .${ext} 类型的文件` : '不支持上传该类型的文件',
      );
    }
    const data = contentGate(part.file, {
      maxBytes: limits.maxBytes,
      content: FILE_TYPES[ext].content,
      tooLarge: `文件大小不能超过${limits.maxMb}MB`,
      wrongContent: `文件内容与扩展名 .${ext} 不符`,
      empty: '不能上传空文件',
    });
    const fileName = recordedName(part.filename);
    const stored = await storage.save(`${biz}/${dayFolder(new Date())}`, fileName, Readable.from(data));
    try {
      await ctx.db.kysely
        .insertInto('sysFile')
        .values({
          id: newId(),
          fileName,
          url: stored.path,
          biz,
          fileType: FILE_TYPES[ext].kind,
          fileSize: stored.size,
          storeType: storage.type,
          createBy: auth.username,
          createTime: formatDateTime(),
          updateBy: null,
          updateTime: null,
          delFlag: 0,
        })
        .execute();
    } catch (error) {
      await storage.remove(stored.path);
      throw error;
    }
    return {
      fileName,
      filePath: stored.path,
      fileSize: stored.size,
      url: served(ctx.config.basePath, stored.path),
    };
  } catch (error) {
    await finished(part.file.resume()).catch(() => undefined);
    throw error;
  }
}
