import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { DATA_SOURCE_DB_TYPES, type DataSourceDbType } from '@hcs/shared';
import { Kysely, type RawBuilder, SqliteDialect, sql } from 'kysely';
import { resolveJwtSecret } from '../../core/auth/secret.ts';
import { TtlCache } from '../../core/cache/ttlCache.ts';
import type { AppContext } from '../../core/context.ts';
import type { Database } from '../../core/db/schema.ts';
import type { FieldType } from '../../core/query/entity.ts';
import { BusinessError, HttpError } from '../../core/result.ts';
import { type ConnectionDef, driverMessage, openDataSource } from '../dataSource/connection.ts';
import { PasswordBox } from '../dataSource/passwordBox.ts';
import { resolveSqliteFile } from '../dataSource/sqlitePath.ts';
import { REPORT_CACHE_MS } from './reportCache.ts';
import { REPORT_TABLES, type ReportTable } from './reportTables.ts';
import {
  guardedSqlite,
  type ReportConnection,
  type ReportRunner,
  readMysql,
  sqliteGuard,
  TIMEOUT_MESSAGE,
  timedOut,
} from './runner.ts';
import type { ReportRegistry } from './sql/checkReportSql.ts';

/**
 * Where a report reads: the built-in database (no data source named) or a defined data source
 * (系统管理 → 多数据源, named by its code in `db_source`).
 */
export interface ReportSource {
  /** The data source's code; '' for the built-in database. */
  code: string;
  /** The tables and columns a report over this source may read. */
  tables: ReportRegistry;
  /** Runs `work` read-only and within the report time limit on this source. */
  read<T>(work: (connection: ReportConnection) => Promise<T>): Promise<T>;
}

/** Columns never readable from a data source: their names look like secrets. */
export const SECRET_COLUMN = /pass|pwd|secret|token|salt|credential/i;

const SQLITE_MISSING = '数据库连接失败：';

/** Names a report can write: the parser lower-cases names and refuses quoted ones. */
const PLAIN_NAME = /^[a-z_][a-z0-9_]{0,63}$/;

/** The catalog read of a source is bounded (columns). */
const MAX_CATALOG_COLUMNS = 20_000;
const MAX_CATALOGS = 50;

/** Binary and spatial columns are not shown in a report. */
const BINARY_TYPE = /blob|binary|bytea|^bit|geometry|point|polygon|linestring/;

interface CatalogRow {
  table_schema: string;
  table_name: string;
  column_name: string;
  data_type: string | null;
}

function fieldTypeOf(dbType: DataSourceDbType, declared: string | null): FieldType | null {
  const type = (declared ?? '').trim().toLowerCase();
  if (BINARY_TYPE.test(type)) return null;
  if (dbType === 'sqlite') {
    // SQLite's affinity rules, with the declared date types the project's tables use.
    if (type === 'date') return 'date';
    if (type.startsWith('datetime') || type.startsWith('timestamp')) return 'datetime';
    if (/int|real|floa|doub|num|dec/.test(type)) return 'number';
    return 'string';
  }
  if (type === 'date') return 'date';
  if (type.startsWith('timestamp') || type === 'datetime') return 'datetime';
  if (
    /^(tinyint|smallint|mediumint|int|integer|bigint|decimal|numeric|real|float|double|double precision|year)$/.test(
      type,
    )
  ) {
    return 'number';
  }
  return 'string';
}

/**
 * The source's catalog as a registry: every table and view of its own schema(s) (PostgreSQL: the
 * connection's current schemas, the first one on the search path winning a name; MySQL/MariaDB: its
 * database; SQLite: sqlite_master without sqlite_*), with the columns the connecting account may see.
 * Left out: secret-looking columns (SECRET_COLUMN), binary ones, and names a report cannot write
 * (upper case where the database tells case apart, quotes needed). No row scope: no tenant applies.
 */
async function readCatalog(db: Kysely<unknown>, dbType: DataSourceDbType): Promise<ReportRegistry> {
  let rows: CatalogRow[];
  if (dbType === 'postgres') {
    rows = (
      await sql<CatalogRow>`select c.table_schema::text as table_schema, c.table_name::text as table_name,
        c.column_name::text as column_name,
        c.data_type::text as data_type
        from information_schema.columns c
        where c.table_schema::name = any (current_schemas(false))
          and c.table_schema not in ('pg_catalog', 'information_schema')
        order by array_position(current_schemas(false), c.table_schema::name), c.table_name, c.ordinal_position
        limit ${MAX_CATALOG_COLUMNS}`.execute(db)
    ).rows;
  } else if (dbType === 'mysql') {
    rows = (
      await sql<CatalogRow>`select c.table_schema as table_schema, c.table_name as table_name,
        c.column_name as column_name,
        c.data_type as data_type
        from information_schema.columns c
        where c.table_schema = database()
        order by c.table_name, c.ordinal_position
        limit ${MAX_CATALOG_COLUMNS}`.execute(db)
    ).rows;
  } else {
    rows = (
      await sql<CatalogRow>`select 'main' as table_schema, m.name as table_name, p.name as column_name,
        p.type as data_type
        from sqlite_master m join pragma_table_info(m.name) p
        where m.type in ('table', 'view') and m.name not like 'sqlite\\_%' escape '\\'
        order by m.name, p.cid
        limit ${MAX_CATALOG_COLUMNS}`.execute(db)
    ).rows;
  }
  // Table names: SQLite ignores their case; PostgreSQL and MySQL on Linux do not.
  const tableKey = (name: string) => (dbType === 'sqlite' ? name.toLowerCase() : name);
  // Column names: only PostgreSQL tells their case apart.
  const columnKey = (name: string) => (dbType === 'postgres' ? name : name.toLowerCase());
  // PostgreSQL: a table of a later schema of the search path is hidden by the first one of its name.
  const schemaOf = new Map<string, string>();
  const columns = new Map<string, Map<string, FieldType>>();
  for (const row of rows) {
    const table = tableKey(String(row.table_name));
    if (!PLAIN_NAME.test(table)) continue;
    const schema = String(row.table_schema);
    const owner = schemaOf.get(table);
    if (owner === undefined) schemaOf.set(table, schema);
    else if (owner !== schema) continue;
    const column = columnKey(String(row.column_name));
    if (!PLAIN_NAME.test(column) || SECRET_COLUMN.test(column)) continue;
    const type = fieldTypeOf(dbType, row.data_type);
    if (!type) continue;
    let own = columns.get(table);
    if (!own) {
      own = new Map();
      columns.set(table, own);
    }
    own.set(column, type);
  }
  return new Map(
    [...columns]
      .filter(([, own]) => own.size > 0)
      .map(([table, own]): [string, ReportTable] => [table, { columns: own }]),
  );
}

interface SourceRow {
  id: string;
  code: string;
  dbType: string;
  host: string | null;
  port: number | null;
  dbName: string;
  dbUsername: string | null;
  dbPassword: string | null;
  createTime: string | null;
  updateTime: string | null;
}

/** An open connection to a data source, for one call. */
interface Opened {
  db: Kysely<unknown>;
  run<T>(work: (connection: ReportConnection) => Promise<T>, started: () => void): Promise<T>;
}

/**
 * The data sources reports read (ReportSource). The built-in database runs on the ReportRunner with the
 * REPORT_TABLES registry. A defined data source is opened for the one call that needs it (parse, save,
 * a page, an export) and closed after it, so nothing stays open when a definition is edited or
 * deleted; its catalog is read on that connection and kept REPORT_CACHE_MS (keyed by everything of the
 * definition, so an edit reads it anew).
 */
export class ReportSources {
  private readonly box: PasswordBox;
  private readonly catalogs = new TtlCache<string, ReportRegistry>(REPORT_CACHE_MS, MAX_CATALOGS);

  constructor(
    private readonly ctx: AppContext,
    private readonly runner: ReportRunner,
  ) {
    this.box = new PasswordBox(resolveJwtSecret(ctx.config.jwtSecret, ctx.config.dataDir));
  }

  /** The source a report names (its `db_source`: a data source code, or empty for the built-in database). */
  async use<T>(dbSource: string | null | undefined, work: (source: ReportSource) => Promise<T>): Promise<T> {
    const code = dbSource?.trim() ?? '';
    if (code === '') {
      return work({ code: '', tables: REPORT_TABLES, read: (w) => this.runner.read(w) });
    }
    const row = await this.ctx.db.kysely
      .selectFrom('sysDataSource')
      .select([
        'id',
        'code',
        'dbType',
        'host',
        'port',
        'dbName',
        'dbUsername',
        'dbPassword',
        'createTime',
        'updateTime',
      ])
      .where('code', '=', code)
      .executeTakeFirst();
    if (!row) throw new BusinessError(`数据源不存在: ${code.slice(0, 50)}`);
    const def = this.connectionOf(row);
    const connection: { opened: Opened | null } = { opened: null };
    const connectFailed = (err: unknown): never => {
      // The SQLite path check words its refusal for 多数据源 (数据库连接失败：文件不存在 …).
      if (err instanceof BusinessError && err.message.startsWith(SQLITE_MISSING)) {
        throw new BusinessError(`数据源连接失败：${err.message.slice(SQLITE_MISSING.length)}`);
      }
      if (err instanceof BusinessError || err instanceof HttpError) throw err;
      throw new BusinessError(`数据源连接失败：${this.clean(err, def)}`);
    };
    const open = (): Opened => {
      connection.opened ??= this.open(def);
      return connection.opened;
    };
    try {
      const key = JSON.stringify(row);
      let tables = this.catalogs.get(key);
      if (!tables) {
        tables = await (async () => readCatalog(open().db, def.dbType))().catch(connectFailed);
        this.catalogs.set(key, tables);
      }
      return await work({
        code,
        tables,
        read: async (w) => {
          let started = false;
          try {
            return await open().run(w, () => {
              started = true;
            });
          } catch (err) {
            if (err instanceof BusinessError || err instanceof HttpError) throw err;
            if (timedOut(err)) throw new BusinessError(TIMEOUT_MESSAGE);
            if (!started) return connectFailed(err);
            throw new BusinessError(`报表查询失败：${this.clean(err, def)}`);
          }
        },
      });
    } finally {
      await connection.opened?.db.destroy().catch(() => undefined);
    }
  }

  /** The definition with its password in clear (server side only). */
  private connectionOf(row: SourceRow): ConnectionDef {
    const dbType = DATA_SOURCE_DB_TYPES.find((t) => t === row.dbType);
    if (!dbType) throw new BusinessError(`数据源 ${row.code} 的数据库类型不受支持`);
    let password: string | null = null;
    if (row.dbPassword) {
      password = this.box.open(row.dbPassword);
      if (password === null) {
        throw new BusinessError(
          `数据源 ${row.code} 的密码无法解密（服务器密钥已更换），请在多数据源中重新输入密码`,
        );
      }
    }
    return {
      dbType,
      host: row.host,
      port: row.port,
      dbName: row.dbName,
      dbUsername: row.dbUsername,
      dbPassword: password,
    };
  }

  /** The driver's message, without the password and bounded. */
  private clean(err: unknown, def: ConnectionDef): string {
    let message = driverMessage(err);
    if (def.dbPassword) message = message.split(def.dbPassword).join('***');
    return message.slice(0, 300);
  }

  /**
   * Opens the source for one call. Reports on it run read-only and time-limited:
   * - PostgreSQL: a transaction `SET TRANSACTION READ ONLY` + `SET LOCAL statement_timeout`;
   * - MySQL/MariaDB: `SET TRANSACTION READ ONLY` then `BEGIN`, and the session's statement limit
   *   (MariaDB max_statement_time in seconds, MySQL max_execution_time in ms);
   * - SQLite: the file opened read-only, statements carrying runner.ts's row guard. A source that is the
   *   server's own database file is refused: the built-in database is read through its registry only.
   */
  private open(def: ConnectionDef): Opened {
    const timeoutMs = Math.max(1, Math.trunc(this.ctx.config.reportTimeoutMs));
    // A number from the configuration, never request text: SET takes no bound parameter.
    const number = (n: number): RawBuilder<unknown> => sql.raw(String(n));
    // Only raw report SQL runs over it, never a table of the built-in schema.
    const asReportDb = (db: Kysely<unknown>) => db as unknown as Kysely<Database>;

    if (def.dbType === 'sqlite') {
      const file = resolveSqliteFile(this.ctx.config.dataDir, def.dbName);
      if (this.isServerDatabase(file)) {
        throw new BusinessError('数据源指向系统自身的数据库，请选择内置数据库');
      }
      const { proxy } = guardedSqlite(file, timeoutMs);
      const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: proxy }) });
      return {
        db,
        run: (work, started) => {
          started();
          return work({ db: asReportDb(db), compile: { dialect: 'sqlite', rowGuard: sqliteGuard } });
        },
      };
    }

    const db = openDataSource(def, this.ctx.config.dataDir, { statementTimeoutMs: timeoutMs + 5_000 });
    if (def.dbType === 'postgres') {
      return {
        db,
        run: (work, started) =>
          db.transaction().execute(async (trx) => {
            await sql`set transaction read only`.execute(trx);
            started();
            await sql`set local statement_timeout = ${number(timeoutMs)}`.execute(trx);
            return work({ db: asReportDb(trx), compile: { dialect: 'postgres' } });
          }),
      };
    }
    return {
      db,
      run: (work, started) =>
        readMysql(
          db,
          timeoutMs,
          (trx) => work({ db: asReportDb(trx), compile: { dialect: 'mysql' } }),
          started,
        ),
    };
  }

  /** Whether a SQLite file is the built-in database's own. */
  private isServerDatabase(file: string): boolean {
    const url = this.ctx.config.dbUrl;
    if (!url.startsWith('sqlite:')) return false;
    const own = url.slice('sqlite:'.length);
    if (own === '' || own === ':memory:') return false;
    try {
      return realpathSync(resolve(own)) === file;
    } catch {
      return false;
    }
  }
}
