import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../../core/db/schema.ts';
import type { AuthContext } from '../../../core/http/fastifyTypes.ts';
import { newId } from '../../../core/ids.ts';
import { BusinessError } from '../../../core/result.ts';
import { formatDateTime } from '../../../core/time.ts';
import { requireHead } from '../definitionRepo.ts';

/** 自定义按钮 of a form's list: a button above the list or a link on each row. */

/** Codes the generated screens use themselves: a custom button cannot take them. */
const RESERVED_CODES = new Set(['add', 'edit', 'delete', 'batch_delete', 'export', 'import', 'detail']);

export const buttonBody = z.object({
  id: z.string().max(32).optional(),
  cgformHeadId: z.string({ message: '缺少表单ID' }).min(1, '缺少表单ID').max(32),
  buttonCode: z
    .string({ message: '请输入按钮编码' })
    .trim()
    .regex(/^[a-z][a-zA-Z0-9_]{0,31}$/, '按钮编码只能包含字母、数字和下划线，以小写字母开头（最多32位）'),
  buttonName: z
    .string({ message: '请输入按钮名称' })
    .trim()
    .min(1, '请输入按钮名称')
    .max(50, '按钮名称最多50个字符'),
  buttonStyle: z.enum(['button', 'link'], { message: '按钮样式只能是button或link' }).default('button'),
  optType: z.enum(['js', 'action'], { message: '按钮类型只能是js或action' }).default('js'),
  orderNum: z.coerce.number().int().min(0).max(9999).default(0),
  buttonStatus: z
    .union([z.literal('0'), z.literal('1'), z.literal(0), z.literal(1)])
    .default('1')
    .transform((v) => (String(v) === '1' ? '1' : '0')),
  buttonIcon: z
    .string()
    .max(50)
    .nullish()
    .transform((v) => v || null),
  exp: z
    .string()
    .max(200)
    .nullish()
    .transform((v) => v || null),
});
export type ButtonInput = z.infer<typeof buttonBody>;

export interface OnlineButton {
  id: string;
  cgformHeadId: string;
  buttonCode: string;
  buttonName: string;
  buttonStyle: string;
  optType: string;
  orderNum: number;
  buttonStatus: string;
  buttonIcon: string | null;
  exp: string | null;
}

const COLUMNS = [
  'id',
  'cgformHeadId',
  'buttonCode',
  'buttonName',
  'buttonStyle',
  'optType',
  'orderNum',
  'buttonStatus',
  'buttonIcon',
  'exp',
] as const;

export async function listButtons(db: Kysely<Database>, headId: string): Promise<OnlineButton[]> {
  await requireHead(db, headId);
  return db
    .selectFrom('onlCgformButton')
    .select(COLUMNS)
    .where('cgformHeadId', '=', headId)
    .orderBy('orderNum')
    .orderBy('id')
    .execute();
}

async function checkButton(db: Kysely<Database>, input: ButtonInput): Promise<void> {
  await requireHead(db, input.cgformHeadId);
  if (RESERVED_CODES.has(input.buttonCode))
    throw new BusinessError(`按钮编码 ${input.buttonCode} 已被系统按钮使用`);
  let same = db
    .selectFrom('onlCgformButton')
    .select('id')
    .where('cgformHeadId', '=', input.cgformHeadId)
    .where('buttonCode', '=', input.buttonCode);
  if (input.id) same = same.where('id', '<>', input.id);
  if (await same.executeTakeFirst()) throw new BusinessError(`按钮编码已存在: ${input.buttonCode}`);
}

const values = (input: ButtonInput) => ({
  buttonCode: input.buttonCode,
  buttonName: input.buttonName,
  buttonStyle: input.buttonStyle,
  optType: input.optType,
  orderNum: input.orderNum,
  buttonStatus: input.buttonStatus,
  buttonIcon: input.buttonIcon,
  exp: input.exp,
});

export async function addButton(
  db: Kysely<Database>,
  auth: AuthContext,
  input: ButtonInput,
): Promise<string> {
  await checkButton(db, { ...input, id: undefined });
  const id = newId();
  await db
    .insertInto('onlCgformButton')
    .values({
      id,
      cgformHeadId: input.cgformHeadId,
      ...values(input),
      createBy: auth.username,
      createTime: formatDateTime(),
      updateBy: null,
      updateTime: null,
    })
    .execute();
  return id;
}

export async function editButton(db: Kysely<Database>, auth: AuthContext, input: ButtonInput): Promise<void> {
  if (!input.id) throw new BusinessError('缺少ID');
  const row = await db
    .selectFrom('onlCgformButton')
    .select(['id', 'cgformHeadId'])
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (!row || row.cgformHeadId !== input.cgformHeadId) throw new BusinessError('按钮不存在');
  await checkButton(db, input);
  await db
    .updateTable('onlCgformButton')
    .set({ ...values(input), updateBy: auth.username, updateTime: formatDateTime() })
    .where('id', '=', input.id)
    .execute();
}

export async function deleteButton(db: Kysely<Database>, id: string): Promise<void> {
  const result = await db.deleteFrom('onlCgformButton').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new BusinessError('按钮不存在');
}
