import { type Kysely, sql } from 'kysely';

/**
 * Text on MySQL / MariaDB must compare as on PostgreSQL, byte for byte: `Admin` is not `admin`, `é` is
 * not `e` (accounts, codes and unique keys depend on it). Tables take the database's default collation,
 * so the database must be created `CHARACTER SET utf8mb4 COLLATE utf8mb4_bin` (docs/operations.md);
 * the server refuses to start on any other rather than compare case-insensitively.
 */
export async function requireBinaryCollation<DB>(db: Kysely<DB>): Promise<void> {
  const { rows } = await sql<{ cs: string; co: string }>`
    select @@character_set_database as cs, @@collation_database as co`.execute(db);
  const { cs, co } = rows[0] ?? { cs: '', co: '' };
  if (cs !== 'utf8mb4' || co !== 'utf8mb4_bin') {
    throw new Error(
      `MySQL 数据库的字符集须为 utf8mb4、排序规则须为 utf8mb4_bin（现为 ${cs} / ${co}），` +
        '请以 CREATE DATABASE … CHARACTER SET utf8mb4 COLLATE utf8mb4_bin 建库或 ALTER DATABASE 修改',
    );
  }
}
