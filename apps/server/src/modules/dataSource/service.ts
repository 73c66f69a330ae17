import { DATA_SOURCE_DB_TYPES, type DataSourceDbType, dataSourceResource } from '@hcs/shared';
import type { AppContext } from '../../core/context.ts';
import type { ScopedTable } from '../../core/crud/scopedTable.ts';
import type { AuthContext } from '../../core/http/fastifyTypes.ts';
import { type ResourceValues, resourceInputSchema } from '../../core/resource/inputSchema.ts';
import { BusinessError } from '../../core/result.ts';
import { type ConnectionDef, driverMessage, probeConnection } from './connection.ts';
import type { PasswordBox } from './passwordBox.ts';
import { assertSqlitePathInside } from './sqlitePath.ts';

/** What 测试连接 takes: where and how to connect, by the definition's own rules. */
const CONNECTION_FIELDS = ['dbType', 'host', 'port', 'dbName', 'dbUsername', 'dbPassword'] as const;
export const connectionSchema = resourceInputSchema(dataSourceResource, 'add', CONNECTION_FIELDS);

/** The database kinds this server can connect to (the dictionary could name others). */
function dbTypeOf(value: unknown): DataSourceDbType {
  const known = DATA_SOURCE_DB_TYPES.find((type) => type === value);
  if (!known) throw new BusinessError('请选择数据库类型');
  return known;
}

/**
 * The stored columns of a definition (add, edit): a SQLite file lies inside the data dir and has no
 * host, port, account or password; a password typed is sealed (none on an edit keeps the stored one).
 */
export function dataSourceColumns(
  ctx: AppContext,
  box: PasswordBox,
  values: ResourceValues,
): Record<string, unknown> {
  const dbType = dbTypeOf(values.dbType);
  if (dbType === 'sqlite') {
    assertSqlitePathInside(ctx.config.dataDir, String(values.dbName));
    return { ...values, host: null, port: null, dbUsername: null, dbPassword: null };
  }
  const { dbPassword, ...rest } = values;
  if (dbPassword === undefined) return rest;
  return { ...rest, dbPassword: dbPassword ? box.seal(String(dbPassword)) : null };
}

const textOf = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : String(value);

/**
 * The stored password in clear, for a connection to the stored address only: sending it to another host
 * would hand it to whoever runs that host.
 */
async function storedPassword(
  ctx: AppContext,
  box: PasswordBox,
  records: ScopedTable<Record<string, unknown>>,
  auth: AuthContext,
  id: string,
  target: ConnectionDef,
): Promise<string | null> {
  const saved = await records.one(ctx, auth, id);
  const sealed = await ctx.db.kysely
    .selectFrom('sysDataSource')
    .select('dbPassword')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!sealed?.dbPassword) return null;
  if (saved.dbType !== target.dbType || saved.host !== target.host || saved.port !== target.port) {
    throw new BusinessError('连接地址已修改，请重新输入密码后再测试');
  }
  const plain = box.open(sealed.dbPassword);
  if (plain === null) throw new BusinessError('数据源密码无法解密（服务器密钥已更换），请重新输入密码');
  return plain;
}

/**
 * 测试连接 with the form's values; an empty password of a saved definition (`id`) means its stored one.
 * A failure is a BusinessError with the driver's message.
 */
export async function testConnection(
  ctx: AppContext,
  box: PasswordBox,
  records: ScopedTable<Record<string, unknown>>,
  auth: AuthContext,
  input: ResourceValues,
  id: string | null,
): Promise<void> {
  const def: ConnectionDef = {
    dbType: dbTypeOf(input.dbType),
    host: textOf(input.host),
    port: typeof input.port === 'number' ? input.port : null,
    dbName: String(input.dbName),
    dbUsername: textOf(input.dbUsername),
    dbPassword: textOf(input.dbPassword),
  };
  if (def.dbPassword === null && id) def.dbPassword = await storedPassword(ctx, box, records, auth, id, def);
  try {
    await probeConnection(def, ctx.config.dataDir);
  } catch (err) {
    if (err instanceof BusinessError) throw err;
    throw new BusinessError(`数据库连接失败：${driverMessage(err).slice(0, 300)}`);
  }
}
