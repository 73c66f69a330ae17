import { ONLINE_ENHANCE_JS_LIMIT } from '@hcs/shared';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../../core/db/schema.ts';
import type { AuthContext } from '../../../core/http/fastifyTypes.ts';
import { newId } from '../../../core/ids.ts';
import { BusinessError } from '../../../core/result.ts';
import { formatDateTime } from '../../../core/time.ts';
import { requireHead } from '../definitionRepo.ts';
import { onlineHook, onlineHooks } from '../serverHooks.ts';

/**
 * 表单增强: the client script of a form (one per type, form or list; run by the web in its sandbox) and
 * its server-side enhancements, each a registered handler chosen by name (never code typed in).
 */

/** The largest enhancement script, in UTF-8 bytes. */
export const ENHANCE_JS_MAX_BYTES = 64 * 1024;
const BUILT_IN_BUTTONS = ['add', 'edit', 'delete', 'import'] as const;

export const enhanceJsTypeQuery = z.object({
  type: z.enum(['form', 'list'], { message: '增强类型只能是form或list' }).default('form'),
});

export const enhanceJsBody = z.object({
  id: z.string().max(32).optional(),
  cgJsType: z.enum(['form', 'list'], { message: '增强类型只能是form或list' }).optional(),
  cgJs: z.string({ message: '请输入增强JS' }),
  content: z.string().max(300, '说明最多300个字符').nullish(),
});

export interface EnhanceJs {
  id: string;
  cgJsType: string;
  cgJs: string;
  content: string | null;
}

export async function getEnhanceJs(
  db: Kysely<Database>,
  headId: string,
  type: string,
): Promise<EnhanceJs | null> {
  await requireHead(db, headId);
  const row = await db
    .selectFrom('onlCgformEnhanceJs')
    .select(['id', 'cgJsType', 'cgJs', 'content'])
    .where('cgformHeadId', '=', headId)
    .where('cgJsType', '=', type)
    .executeTakeFirst();
  return row ?? null;
}

/** POST (add) and PUT (edit) alike: the form's one script of that type, created or replaced. */
export async function saveEnhanceJs(
  db: Kysely<Database>,
  auth: AuthContext,
  headId: string,
  type: 'form' | 'list',
  input: z.infer<typeof enhanceJsBody>,
): Promise<EnhanceJs> {
  const head = await requireHead(db, headId);
  if (Buffer.byteLength(input.cgJs, 'utf8') > ENHANCE_JS_MAX_BYTES) throw new BusinessError('增强JS最多64KB');
  const cgJsType = input.cgJsType ?? type;
  const now = formatDateTime();
  const existing = await db
    .selectFrom('onlCgformEnhanceJs')
    .select('id')
    .where('cgformHeadId', '=', headId)
    .where('cgJsType', '=', cgJsType)
    .executeTakeFirst();
  if (existing) {
    await db
      .updateTable('onlCgformEnhanceJs')
      .set({ cgJs: input.cgJs, content: input.content ?? null, updateBy: auth.username, updateTime: now })
      .where('id', '=', existing.id)
      .execute();
    return { id: existing.id, cgJsType, cgJs: input.cgJs, content: input.content ?? null };
  }
  // The client keeps at most ONLINE_ENHANCE_JS_LIMIT scripts per table code (spec §8): copies share it.
  const used = await db
    .selectFrom('onlCgformEnhanceJs as e')
    .innerJoin('onlCgformHead as h', 'h.id', 'e.cgformHeadId')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('h.tableName', '=', head.tableName)
    .executeTakeFirst();
  if (Number(used?.n ?? 0) >= ONLINE_ENHANCE_JS_LIMIT) {
    throw new BusinessError(`同一个表最多${ONLINE_ENHANCE_JS_LIMIT}个增强JS`);
  }
  const id = newId();
  await db
    .insertInto('onlCgformEnhanceJs')
    .values({
      id,
      cgformHeadId: headId,
      cgJsType,
      cgJs: input.cgJs,
      content: input.content ?? null,
      createBy: auth.username,
      createTime: now,
      updateBy: null,
      updateTime: null,
    })
    .execute();
  return { id, cgJsType, cgJs: input.cgJs, content: input.content ?? null };
}

export const enhanceJavaBody = z.object({
  id: z.string().max(32).optional(),
  buttonCode: z
    .string({ message: '请选择按钮' })
    .trim()
    .regex(/^[a-z][a-zA-Z0-9_]{0,31}$/, '按钮编码格式不正确'),
  event: z.enum(['start', 'end'], { message: '事件只能是start（写入前）或end（提交后）' }),
  cgJavaValue: z.string({ message: '请选择增强处理器' }).trim().min(1, '请选择增强处理器').max(100),
  activeStatus: z
    .union([z.literal('0'), z.literal('1'), z.literal(0), z.literal(1)])
    .default('1')
    .transform((v) => (String(v) === '1' ? '1' : '0')),
});

export interface EnhanceJava {
  id: string;
  buttonCode: string;
  event: string;
  cgJavaValue: string;
  activeStatus: string;
}

export const handlerList = () => onlineHooks().map(({ name, label }) => ({ name, label }));

export async function listEnhanceJava(db: Kysely<Database>, headId: string): Promise<EnhanceJava[]> {
  await requireHead(db, headId);
  return db
    .selectFrom('onlCgformEnhanceJava')
    .select(['id', 'buttonCode', 'event', 'cgJavaValue', 'activeStatus'])
    .where('cgformHeadId', '=', headId)
    .orderBy('buttonCode')
    .orderBy('event')
    .execute();
}

async function checkJava(db: Kysely<Database>, headId: string, input: z.infer<typeof enhanceJavaBody>) {
  if (!onlineHook(input.cgJavaValue)) throw new BusinessError(`未注册的增强处理器: ${input.cgJavaValue}`);
  if (!(BUILT_IN_BUTTONS as readonly string[]).includes(input.buttonCode)) {
    const button = await db
      .selectFrom('onlCgformButton')
      .select('id')
      .where('cgformHeadId', '=', headId)
      .where('buttonCode', '=', input.buttonCode)
      .executeTakeFirst();
    if (!button)
      throw new BusinessError(
        `按钮不存在：${input.buttonCode}（可用 add、edit、delete、import 或自定义按钮）`,
      );
  }
  let same = db
    .selectFrom('onlCgformEnhanceJava')
    .select('id')
    .where('cgformHeadId', '=', headId)
    .where('buttonCode', '=', input.buttonCode)
    .where('event', '=', input.event);
  if (input.id) same = same.where('id', '<>', input.id);
  if (await same.executeTakeFirst())
    throw new BusinessError(`按钮 ${input.buttonCode} 的 ${input.event} 事件已设置增强`);
}

export async function addEnhanceJava(
  db: Kysely<Database>,
  auth: AuthContext,
  headId: string,
  input: z.infer<typeof enhanceJavaBody>,
): Promise<string> {
  await requireHead(db, headId);
  await checkJava(db, headId, { ...input, id: undefined });
  const id = newId();
  await db
    .insertInto('onlCgformEnhanceJava')
    .values({
      id,
      cgformHeadId: headId,
      buttonCode: input.buttonCode,
      event: input.event,
      cgJavaValue: input.cgJavaValue,
      activeStatus: input.activeStatus,
      createBy: auth.username,
      createTime: formatDateTime(),
      updateBy: null,
      updateTime: null,
    })
    .execute();
  return id;
}

export async function editEnhanceJava(
  db: Kysely<Database>,
  auth: AuthContext,
  headId: string,
  input: z.infer<typeof enhanceJavaBody>,
): Promise<void> {
  if (!input.id) throw new BusinessError('缺少ID');
  const row = await db
    .selectFrom('onlCgformEnhanceJava')
    .select('id')
    .where('id', '=', input.id)
    .where('cgformHeadId', '=', headId)
    .executeTakeFirst();
  if (!row) throw new BusinessError('增强不存在');
  await checkJava(db, headId, input);
  await db
    .updateTable('onlCgformEnhanceJava')
    .set({
      buttonCode: input.buttonCode,
      event: input.event,
      cgJavaValue: input.cgJavaValue,
      activeStatus: input.activeStatus,
      updateBy: auth.username,
      updateTime: formatDateTime(),
    })
    .where('id', '=', input.id)
    .execute();
}

export async function deleteEnhanceJava(db: Kysely<Database>, headId: string, id: string): Promise<void> {
  const result = await db
    .deleteFrom('onlCgformEnhanceJava')
    .where('id', '=', id)
    .where('cgformHeadId', '=', headId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new BusinessError('增强不存在');
}
