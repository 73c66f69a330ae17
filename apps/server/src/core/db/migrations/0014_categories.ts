import type { Kysely } from 'kysely';
import { type AuditRow, auditColumns } from './support/auditColumns.ts';
import { formatDateTime, newId } from './support/rows.ts';

/** A seeded category: its name and code, and its children. */
export interface CategorySeed {
  name: string;
  code: string;
  children?: CategorySeed[];
}

/**
 * The seeded categories: the centre's service items grouped by kind (DOMAIN.md service types) and the
 * assistive devices it fits. Codes follow the level scheme (a test checks them against the generator).
 */
export const CATEGORY_SEED: CategorySeed[] = [
  {
    name: '服务项目分类',
    code: 'A01',
    children: [
      {
        name: '生活照料',
        code: 'A01A01',
        children: [
          { name: '助餐', code: 'A01A01A01' },
          { name: '助浴', code: 'A01A01A02' },
          { name: '助洁', code: 'A01A01A03' },
        ],
      },
      {
        name: '康复医疗',
        code: 'A01A02',
        children: [
          { name: '康复训练', code: 'A01A02A01' },
          { name: '助医陪诊', code: 'A01A02A02' },
          { name: '辅具适配', code: 'A01A02A03' },
        ],
      },
      {
        name: '精神关爱',
        code: 'A01A03',
        children: [
          { name: '上门探访', code: 'A01A03A01' },
          { name: '心理疏导', code: 'A01A03A02' },
        ],
      },
      {
        name: '咨询与其他',
        code: 'A01A04',
        children: [
          { name: '政策咨询', code: 'A01A04A01' },
          { name: '其他', code: 'A01A04A02' },
        ],
      },
    ],
  },
  {
    name: '辅具分类',
    code: 'A02',
    children: [
      {
        name: '肢体辅具',
        code: 'A02A01',
        children: [
          { name: '轮椅', code: 'A02A01A01' },
          { name: '助行器', code: 'A02A01A02' },
          { name: '假肢矫形器', code: 'A02A01A03' },
        ],
      },
      {
        name: '视力辅具',
        code: 'A02A02',
        children: [
          { name: '盲杖', code: 'A02A02A01' },
          { name: '助视器', code: 'A02A02A02' },
          { name: '读屏软件', code: 'A02A02A03' },
        ],
      },
      {
        name: '听力言语辅具',
        code: 'A02A03',
        children: [
          { name: '助听器', code: 'A02A03A01' },
          { name: '沟通板', code: 'A02A03A02' },
        ],
      },
      {
        name: '生活自理辅具',
        code: 'A02A04',
        children: [
          { name: '防褥疮床垫', code: 'A02A04A01' },
          { name: '坐便椅', code: 'A02A04A02' },
          { name: '洗澡椅', code: 'A02A04A03' },
        ],
      },
    ],
  },
];

type CategoryRow = AuditRow & {
  id: string;
  pid: string;
  name: string;
  code: string;
  hasChild: string | null;
  sysOrgCode: string | null;
};

/** Categories (分类字典, sys_category), seeded with a useful tree. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sys_category')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('pid', 'varchar(32)', (c) => c.notNull().defaultTo('0'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('code', 'varchar(100)', (c) => c.notNull())
    .addColumn('has_child', 'varchar(3)')
    .addColumn('sys_org_code', 'varchar(64)')
    .$call(auditColumns)
    .execute();
  await db.schema.createIndex('uk_sys_category_code').on('sys_category').column('code').unique().execute();
  await db.schema.createIndex('idx_sys_category_pid').on('sys_category').column('pid').execute();

  const now = formatDateTime();
  const rows: CategoryRow[] = [];
  const walk = (nodes: CategorySeed[], pid: string) => {
    for (const node of nodes) {
      const id = newId();
      const children = node.children ?? [];
      rows.push({
        id,
        pid,
        name: node.name,
        code: node.code,
        hasChild: children.length > 0 ? '1' : null,
        sysOrgCode: null,
        createBy: 'system',
        createTime: now,
        updateBy: null,
        updateTime: null,
      });
      walk(children, id);
    }
  };
  walk(CATEGORY_SEED, '0');
  await db.withTables<{ sysCategory: CategoryRow }>().insertInto('sysCategory').values(rows).execute();
}
