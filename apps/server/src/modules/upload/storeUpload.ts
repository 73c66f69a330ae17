import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import {
  DEFAULT_UPLOAD_BIZ,
  extensionOf,
  isUploadExtension,
  type UploadExtension,
  type UploadedFile,
} from '@hcs/shared';
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

/**
 * Where a file waits, inside the storage, until every field of its request is known. Never served (no
 * upload folder is named so) and emptied again by the request that put the file there.
 */
const STAGING_FOLDER = '.staging';

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

interface StagedFile {
  path: string;
  size: number;
  fileName: string;
  ext: UploadExtension;
}

const ONE_FILE = '一次只能上传一个文件';

/** A failure of the multipart data itself (broken framing, a parser limit), as the client is told it. */
function multipartError(error: unknown): Error {
  const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  return code === 'FST_FILES_LIMIT'
    ? new BusinessError(ONE_FILE)
    : badRequest('上传内容不是合法的 multipart/form-data');
}

/** The parts of the request, each failure of the multipart data turned into the client's answer. */
async function* readParts(parts: AsyncIterable<Multipart>): AsyncGenerator<Multipart> {
  const iterator = parts[Symbol.asyncIterator]();
  for (;;) {
    const next = await iterator.next().catch((error: unknown) => {
      throw multipartError(error);
    });
    if (next.done) return;
    yield next.value;
  }
}

/**
 * Checks the file part and keeps it in the staging folder: the extension must be allowlisted, the
 * content must fit it and stay within the size limit. A refused file is read off to its end (so the
 * request goes on to its other parts) and nothing of it is kept; the refusal is returned.
 */
async function stageFile(
  storage: FileStorage,
  part: MultipartFile,
  limits: UploadLimits,
): Promise<StagedFile | BusinessError> {
  const ext = extensionOf(part.filename);
  if (!isUploadExtension(ext)) {
    await finished(part.file.resume());
    return new BusinessError(
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
  try {
    const stored = await storage.save(STAGING_FOLDER, fileName, Readable.from(data));
    return { ...stored, fileName, ext };
  } catch (error) {
    if (error instanceof BusinessError) return error;
    throw error;
  }
}

/**
 * Reads every part of an upload, then checks and stores its one file and records it in sys_file. What
 * the request means does not depend on the order of its parts: the file is streamed to the staging
 * folder (never held in memory) while the fields may still follow, and moved to its folder once all are
 * known. The folder comes from `biz` (allowlisted), the name is the server's own. Whatever is refused,
 * the request is read to its end first, so the client receives the answer; nothing of it is kept.
 */
export async function storeUpload(
  ctx: AppContext,
  storage: FileStorage,
  auth: AuthContext,
  parts: AsyncIterable<Multipart>,
  limits: UploadLimits,
): Promise<UploadedFile> {
  const fields = new Map<string, string>();
  let staged: StagedFile | null = null;
  let refusal: BusinessError | null = null;
  try {
    for await (const part of readParts(parts)) {
      if (part.type === 'field') {
        if (!fields.has(part.fieldname)) fields.set(part.fieldname, String(part.value));
      } else if (staged || refusal) {
        // The parser lets one file through; should another come, it is read off and refused.
        await finished(part.file.resume());
        refusal = new BusinessError(ONE_FILE);
      } else {
        const result = await stageFile(storage, part, limits);
        if (result instanceof BusinessError) refusal = result;
        else staged = result;
      }
    }

    const input = uploadFields.safeParse({
      biz: fields.get('biz') || undefined,
      jeditor: fields.get('jeditor'),
      isup: fields.get('isup'),
    });
    if (!input.success) throw badRequest(input.error.issues[0]?.message ?? '请求参数错误');
    if (refusal) throw refusal;
    if (!staged) throw new BusinessError('请选择要上传的文件');
    const biz = input.data.biz ?? (input.data.jeditor ? 'editor' : DEFAULT_UPLOAD_BIZ);

    const file: StagedFile = staged;
    const path = await storage.move(file.path, `${biz}/${dayFolder(new Date())}`);
    staged = null;
    try {
      await ctx.db.kysely
        .insertInto('sysFile')
        .values({
          id: newId(),
          fileName: file.fileName,
          url: path,
          biz,
          fileType: FILE_TYPES[file.ext].kind,
          fileSize: file.size,
          storeType: storage.type,
          createBy: auth.username,
          createTime: formatDateTime(),
          updateBy: null,
          updateTime: null,
          delFlag: 0,
        })
        .execute();
    } catch (error) {
      await storage.remove(path);
      throw error;
    }
    return {
      fileName: file.fileName,
      filePath: path,
      fileSize: file.size,
      url: served(ctx.config.basePath, path),
    };
  } finally {
    if (staged) await storage.remove(staged.path);
  }
}
