import { existsSync, realpathSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { BusinessError } from '../../core/result.ts';

export const OUTSIDE_DATA_DIR = 'SQLite 数据库文件必须位于服务器数据目录内，请填写相对于数据目录的路径';

const inside = (root: string, target: string) => {
  const rel = relative(root, target);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
};

/** Refuses a SQLite path that leaves the data dir as written (checked when a definition is saved). */
export function assertSqlitePathInside(dataDir: string, path: string): void {
  if (!inside(resolve(dataDir), resolve(dataDir, path))) throw new BusinessError(OUTSIDE_DATA_DIR);
}

/** The real file a SQLite data source names, refused when it (or a link on the way) leaves the data dir. */
export function resolveSqliteFile(dataDir: string, path: string): string {
  assertSqlitePathInside(dataDir, path);
  const target = resolve(dataDir, path);
  if (!existsSync(target)) throw new BusinessError(`数据库连接失败：文件不存在 ${path}`);
  const real = realpathSync(target);
  if (!inside(realpathSync(resolve(dataDir)), real)) throw new BusinessError(OUTSIDE_DATA_DIR);
  return real;
}
