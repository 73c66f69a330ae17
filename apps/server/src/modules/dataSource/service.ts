import type { AppContext } from '../../core/context.ts';
import type { SheetColumn } from '../../core/excel/columns.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { newId } from '../../core/ids.ts';
import { defineEntity } from '../../core/query/entity.ts';
import { BusinessError } from '../../core/result.ts';
import { formatDateTime } from '../../core/time.ts';
import { type ConnectionDef, driverMessage, probeConnection } from './connection.ts';
import type { PasswordBox } from './passwordBox.ts';
import type { ConnectionInput, DataSourceInput } from './schema.ts';
import { assertSqlitePathInside } from './sqlitePath.ts';

export const DB_TYPE_DICT = 'database_type';

export const dataSourceEntity = defineEntity({
  title: '多数据源',
  defaultSort: 'createTime',
  fields: {
    code: { column: 'code', type: 'string' },
    name: { column: 'name', type: 'string' },
    dbType: { column: 'dbType', type: 'string', dict: DB_TYPE_DICT },
    host: { column: 'host', type: 'string' },
    port: { column: 'port', type: 'number' },
    dbName: { column: 'dbName', type: 'string' },
    dbUsername: { column: 'dbUsername', type: 'string' },
    remark: { column: 'remark', type: 'string' },
    createTime: { column: 'createTime', type: 'datetime' },
  },
});

export const dataSourceColumns: SheetColumn[] = [
  { field: 'code', title: '数据源编码', width: 20 },
  { field: 'name', title: '数据源名称', width: 24 },
  { field: 'dbType', title: '数据库类型', dict: DB_TYPE_DICT, width: 16 },
  { field: 'host', title: '主机', width: 20 },
  { field: 'port', title: '端口', width: 8 },
  { field: 'dbName', title: '数据库名', width: 24 },
  { field: 'dbUsername', title: '用户名', width: 16 },
  { field: 'remark', title: '备注', width: 30 },
];

/** Every column but the password, which never leaves the server. */
export const PUBLIC_COLUMNS = [
  'id',
  'code',
  'name',
  'dbType',
  'host',
  'port',
  'dbName',
  'dbUsername',
  'remark',
  'createBy',
  'createTime',
  'updateBy',
  'updateTime',
] as const;

export const dataSourcesBase = (ctx: AppContext) => ctx.db.kysely.selectFrom('sysDataSource');

const DUPLICATE = '数据源编码已存在';

async function assertCodeFree(ctx: AppContext, code: string, exceptId: string | null) {
  let q = dataSourcesBase(ctx).select('id').where('code', '=', code);
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw new BusinessError(DUPLICATE);
}

/** The stored columns of a definition; a SQLite file has no host, port or account. */
function columns(ctx: AppContext, input: DataSourceInput) {
  const { dbPassword: _password, ...rest } = input;
  if (input.dbType !== 'sqlite') return rest;
  assertSqlitePathInside(ctx.config.dataDir, input.dbName);
  return { ...rest, host: null, port: null, dbUsername: null };
}

export async function addDataSource(
  ctx: AppContext,
  box: PasswordBox,
  auth: AuthContext,
  input: DataSourceInput,
): Promise<void> {
  await assertCodeFree(ctx, input.code, null);
  const values = columns(ctx, input);
  try {
    await ctx.db.kysely
      .insertInto('sysDataSource')
      .values({
        id: newId(),
        ...values,
        dbPassword: input.dbPassword && input.dbType !== 'sqlite' ? box.seal(input.dbPassword) : null,
        createBy: auth.username,
        createTime: formatDateTime(),
        updateBy: null,
        updateTime: null,
      })
      .execute();
  } catch {
    // Added by someone else at the same moment (the code is unique).
    throw new BusinessError(DUPLICATE);
  }
}

/** An empty password keeps the stored one (the form shows it empty: 不修改请留空). */
export async function editDataSource(
  ctx: AppContext,
  box: PasswordBox,
  auth: AuthContext,
  id: string,
  input: DataSourceInput,
): Promise<void> {
  await dataSourceById(ctx, id);
  await assertCodeFree(ctx, input.code, id);
  const password =
    input.dbType === 'sqlite'
      ? { dbPassword: null }
      : input.dbPassword
        ? { dbPassword: box.seal(input.dbPassword) }
        : {};
  await ctx.db.kysely
    .updateTable('sysDataSource')
    .set({ ...columns(ctx, input), ...password, updateBy: auth.username, updateTime: formatDateTime() })
    .where('id', '=', id)
    .execute();
}

export async function deleteDataSources(ctx: AppContext, ids: string[]): Promise<void> {
  if (ids.length === 0) throw new BusinessError('请选择一条记录！');
  await ctx.db.kysely.deleteFrom('sysDataSource').where('id', 'in', ids).execute();
}

export async function dataSourceById(ctx: AppContext, id: string) {
  const row = await dataSourcesBase(ctx).select(PUBLIC_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw new BusinessError('未找到对应的数据源');
  return row;
}

/**
 * The stored password in clear, for a connection to the stored address only: sending it to another host
 * would hand it to whoever runs that host.
 */
async function storedPassword(
  ctx: AppContext,
  box: PasswordBox,
  id: string,
  target: ConnectionInput,
): Promise<string | null> {
  const row = await dataSourcesBase(ctx)
    .select(['dbType', 'host', 'port', 'dbPassword'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new BusinessError('未找到对应的数据源');
  if (!row.dbPassword) return null;
  if (row.dbType !== target.dbType || row.host !== target.host || row.port !== target.port) {
    throw new BusinessError('连接地址已修改，请重新输入密码后再测试');
  }
  const plain = box.open(row.dbPassword);
  if (plain === null) throw new BusinessError('数据源密码无法解密（服务器密钥已更换），请重新输入密码');
  return plain;
}

/**
 * 测试连接 with the form's values; an empty password of a saved definition means its stored one.
 * Resolves with the message to show; a failure is a BusinessError with the driver's message.
 */
export async function testConnection(
  ctx: AppContext,
  box: PasswordBox,
  input: ConnectionInput,
): Promise<void> {
  const def: ConnectionDef = {
    ...input,
    dbPassword: input.dbPassword ?? (input.id ? await storedPassword(ctx, box, input.id, input) : null),
  };
  try {
    await probeConnection(def, ctx.config.dataDir);
  } catch (err) {
    if (err instanceof BusinessError) throw err;
    throw new BusinessError(`数据库连接失败：${driverMessage(err).slice(0, 300)}`);
  }
}
