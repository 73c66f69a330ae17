import type { Kysely, Selectable } from 'kysely';
import type {
  Database,
  OnlCgreportHeadTable,
  OnlCgreportItemTable,
  OnlCgreportParamTable,
} from '../../core/db/schema.ts';
import { BusinessError } from '../../core/result.ts';

export type ReportHead = Selectable<OnlCgreportHeadTable>;
export type ReportItem = Selectable<OnlCgreportItemTable>;
export type ReportParam = Selectable<OnlCgreportParamTable>;

/** A report with its fields and parameters, each in display order. */
export interface ReportDefinition {
  head: ReportHead;
  items: ReportItem[];
  params: ReportParam[];
}

async function withParts(db: Kysely<Database>, head: ReportHead | undefined): Promise<ReportDefinition> {
  if (!head) throw new BusinessError('报表不存在');
  const [items, params] = await Promise.all([
    db
      .selectFrom('onlCgreportItem')
      .selectAll()
      .where('cgrheadId', '=', head.id)
      .orderBy('orderNum')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('onlCgreportParam')
      .selectAll()
      .where('cgrheadId', '=', head.id)
      .orderBy('orderNum')
      .orderBy('id')
      .execute(),
  ]);
  return { head, items, params };
}

const liveHeads = (db: Kysely<Database>) =>
  db.selectFrom('onlCgreportHead').selectAll().where('delFlag', '=', 0);

export async function reportByCode(db: Kysely<Database>, code: string): Promise<ReportDefinition> {
  return withParts(db, await liveHeads(db).where('code', '=', code).executeTakeFirst());
}

export async function reportById(db: Kysely<Database>, id: string): Promise<ReportDefinition> {
  return withParts(db, await liveHeads(db).where('id', '=', id).executeTakeFirst());
}
