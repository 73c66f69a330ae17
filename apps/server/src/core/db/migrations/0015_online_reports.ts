import type { Kysely } from 'kysely';
import { type AuditRow, auditColumns } from './support/auditColumns.ts';
import { formatDateTime } from './support/rows.ts';

interface ItemSeed {
  field: string;
  text: string;
  type: 'String' | 'Integer' | 'Date' | 'Datetime';
  width?: number;
  dict?: string;
  search?: 'single' | 'group';
  order?: boolean;
}

interface ReportSeed {
  id: string;
  code: string;
  name: string;
  sql: string;
  returnValField: string;
  returnTxtField: string;
  items: ItemSeed[];
  params: { name: string; text: string; value: string }[];
}

/** The two reports the spec names (users, departments); the popup pickers read them. */
const reports: ReportSeed[] = [
  {
    id: 'rpt_report_user',
    code: 'report_user',
    name: '用户报表',
    sql: [
      'select u.username, u.realname, u.sex, u.phone, d.depart_name, u.create_time',
      'from sys_user u left join sys_depart d on d.org_code = u.org_code',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a report parameter, bound when the report runs.
      'where u.del_flag = 0 and u.status = ${status}',
      'order by u.create_time desc, u.username',
    ].join(' '),
    returnValField: 'username',
    returnTxtField: 'realname',
    items: [
      { field: 'username', text: '用户账号', type: 'String', width: 140, order: true },
      { field: 'realname', text: '姓名', type: 'String', width: 120, search: 'single', order: true },
      { field: 'sex', text: '性别', type: 'Integer', width: 80, dict: 'sex', search: 'single' },
      { field: 'phone', text: '手机号', type: 'String', width: 130 },
      { field: 'departName', text: '部门', type: 'String', width: 140 },
      { field: 'createTime', text: '创建时间', type: 'Datetime', width: 170, search: 'group', order: true },
    ],
    params: [{ name: 'status', text: '用户状态', value: '1' }],
  },
  {
    id: 'rpt_report_depart',
    code: 'report_depart',
    name: '部门报表',
    sql: [
      'select d.depart_name, d.org_code, p.depart_name as parentName, d.org_category, d.depart_order, d.create_time',
      'from sys_depart d left join sys_depart p on p.id = d.parent_id',
      'where d.del_flag = 0',
      'order by d.org_code',
    ].join(' '),
    returnValField: 'orgCode',
    returnTxtField: 'departName',
    items: [
      { field: 'departName', text: '部门名称', type: 'String', width: 160, search: 'single', order: true },
      { field: 'orgCode', text: '机构编码', type: 'String', width: 120, search: 'single', order: true },
      { field: 'parentName', text: '上级部门', type: 'String', width: 160 },
      {
        field: 'orgCategory',
        text: '机构类别',
        type: 'String',
        width: 100,
        dict: 'org_category',
        search: 'single',
      },
      { field: 'departOrder', text: '排序', type: 'Integer', width: 80, order: true },
      { field: 'createTime', text: '创建时间', type: 'Datetime', width: 170 },
    ],
    params: [],
  },
];

/** The rows this migration inserts, in the tables it creates. */
type MigrationDb = {
  onlCgreportHead: AuditRow & {
    id: string;
    code: string;
    name: string;
    cgrSql: string;
    returnValField: string | null;
    returnTxtField: string | null;
    dbSource: string | null;
    content: string | null;
    delFlag: number;
  };
  onlCgreportItem: AuditRow & {
    id: string;
    cgrheadId: string;
    fieldName: string;
    fieldTxt: string;
    fieldWidth: number | null;
    fieldType: string;
    searchMode: string | null;
    isOrder: number;
    isSearch: number;
    dictCode: string | null;
    isShow: number;
    orderNum: number;
  };
  onlCgreportParam: AuditRow & {
    id: string;
    cgrheadId: string;
    paramName: string;
    paramTxt: string | null;
    paramValue: string | null;
    orderNum: number;
  };
};

/**
 * Online reports (在线报表): a head with the report's SQL, its fields (items) and its `${param}`
 * parameters. The SQL is never run as written: see modules/onlineReport.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('onl_cgreport_head')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('code', 'varchar(100)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('cgr_sql', 'varchar(1000)', (c) => c.notNull())
    .addColumn('return_val_field', 'varchar(100)')
    .addColumn('return_txt_field', 'varchar(100)')
    .addColumn('db_source', 'varchar(100)')
    .addColumn('content', 'varchar(1000)')
    .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(auditColumns)
    .execute();
  await db.schema
    .createIndex('uk_onl_cgreport_head_code')
    .on('onl_cgreport_head')
    .column('code')
    .unique()
    .execute();

  await db.schema
    .createTable('onl_cgreport_item')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('cgrhead_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('field_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('field_txt', 'varchar(100)', (c) => c.notNull())
    .addColumn('field_width', 'integer')
    .addColumn('field_type', 'varchar(20)', (c) => c.notNull().defaultTo('String'))
    .addColumn('search_mode', 'varchar(10)')
    .addColumn('is_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_search', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('dict_code', 'varchar(100)')
    .addColumn('is_show', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(auditColumns)
    .execute();
  await db.schema
    .createIndex('idx_onl_cgreport_item_head')
    .on('onl_cgreport_item')
    .column('cgrhead_id')
    .execute();

  await db.schema
    .createTable('onl_cgreport_param')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('cgrhead_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('param_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('param_txt', 'varchar(100)')
    .addColumn('param_value', 'varchar(200)')
    .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(auditColumns)
    .execute();
  await db.schema
    .createIndex('idx_onl_cgreport_param_head')
    .on('onl_cgreport_param')
    .column('cgrhead_id')
    .execute();

  const tables = db.withTables<MigrationDb>();
  const audit = { createBy: 'system', createTime: formatDateTime(), updateBy: null, updateTime: null };
  for (const r of reports) {
    await tables
      .insertInto('onlCgreportHead')
      .values({
        id: r.id,
        code: r.code,
        name: r.name,
        cgrSql: r.sql,
        returnValField: r.returnValField,
        returnTxtField: r.returnTxtField,
        dbSource: null,
        content: null,
        delFlag: 0,
        ...audit,
      })
      .execute();
    await tables
      .insertInto('onlCgreportItem')
      .values(
        r.items.map((item, i) => ({
          id: `${r.id}_i${i}`,
          cgrheadId: r.id,
          fieldName: item.field,
          fieldTxt: item.text,
          fieldWidth: item.width ?? null,
          fieldType: item.type,
          searchMode: item.search ?? null,
          isOrder: item.order ? 1 : 0,
          isSearch: item.search ? 1 : 0,
          dictCode: item.dict ?? null,
          isShow: 1,
          orderNum: i,
          ...audit,
        })),
      )
      .execute();
    if (r.params.length > 0) {
      await tables
        .insertInto('onlCgreportParam')
        .values(
          r.params.map((p, i) => ({
            id: `${r.id}_p${i}`,
            cgrheadId: r.id,
            paramName: p.name,
            paramTxt: p.text,
            paramValue: p.value,
            orderNum: i,
            ...audit,
          })),
        )
        .execute();
    }
  }
}
