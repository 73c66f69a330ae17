import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { BusinessError } from '../result.ts';

/**
 * The department a spreadsheet row names: exports write department names, forms send ids. The name must
 * pick out exactly one department; `label` is the column's title for the message (e.g. 责任站点).
 */
export async function departIdOfName(db: Kysely<Database>, name: string, label: string): Promise<string> {
  const found = await db
    .selectFrom('sysDepart')
    .select('id')
    .where('departName', '=', name)
    .where('delFlag', '=', 0)
    .limit(2)
    .execute();
  const [depart] = found;
  if (!depart) throw new BusinessError(`${label}“${name}”不存在`);
  if (found.length > 1) throw new BusinessError(`${label}“${name}”有重名，无法确定是哪一个`);
  return depart.id;
}

/**
 * An imported row with its department given by name (`departName`, as the export writes it) gets the
 * department's id; a row that already carries `departId` is left as it is.
 */
export async function withDepartOfName(
  db: Kysely<Database>,
  values: Record<string, string>,
  label: string,
): Promise<Record<string, string>> {
  const name = values.departName?.trim();
  if (values.departId || !name) return values;
  return { ...values, departId: await departIdOfName(db, name, label) };
}
