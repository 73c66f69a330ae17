import type { Kysely } from 'kysely';
import type { AuditRow } from './support/auditColumns.ts';
import { seedDicts } from './support/dicts.ts';
import { type MenuSeed, seedMenus } from './support/menus.ts';
import { formatDateTime } from './support/rows.ts';

/** Stable ids other migrations and the seed refer to. */
export const RoleIds = { admin: 'role_admin', manager: 'role_manager', staff: 'role_staff' } as const;
export const DepartIds = {
  centre: 'dep_centre',
  east: 'dep_east',
  west: 'dep_west',
  south: 'dep_south',
} as const;
export const DEFAULT_TENANT_ID = 1;

const menus: MenuSeed[] = [
  {
    id: 'menu_home',
    name: '首页',
    menuType: 0,
    url: '/dashboard/analysis',
    component: 'dashboard/Analysis',
    componentName: 'Analysis',
    icon: 'home',
    sortNo: 0,
    children: [
      {
        id: 'btn_home_visit_stats',
        name: '访问统计',
        menuType: 2,
        perms: 'dashboard:analysis:visitStats',
        permsType: '1',
        sortNo: 1,
      },
    ],
  },
  {
    id: 'menu_exception',
    name: '异常页',
    menuType: 0,
    url: '/exception',
    component: 'layouts/RouteView',
    redirect: '/exception/403',
    icon: 'warning',
    sortNo: 90,
    children: [
      {
        id: 'menu_exception_403',
        name: '403',
        menuType: 1,
        url: '/exception/403',
        component: 'exception/403',
        sortNo: 1,
      },
      {
        id: 'menu_exception_404',
        name: '404',
        menuType: 1,
        url: '/exception/404',
        component: 'exception/404',
        sortNo: 2,
      },
      {
        id: 'menu_exception_500',
        name: '500',
        menuType: 1,
        url: '/exception/500',
        component: 'exception/500',
        sortNo: 3,
      },
    ],
  },
];

/** The tables this migration fills, as 0001 created them. */
type MigrationDb = {
  sysTenant: {
    id: number;
    name: string;
    beginDate: string | null;
    endDate: string | null;
    status: number;
    createBy: string | null;
    createTime: string | null;
  };
  sysRole: AuditRow & { id: string; roleName: string; roleCode: string; description: string | null };
  sysDepart: AuditRow & {
    id: string;
    parentId: string | null;
    departName: string;
    departNameEn: string | null;
    departNameAbbr: string | null;
    departOrder: number;
    description: string | null;
    mobile: string | null;
    fax: string | null;
    address: string | null;
    memo: string | null;
    orgCategory: string | null;
    orgType: string | null;
    orgCode: string;
    status: string;
    delFlag: number;
  };
};

export async function up(db: Kysely<unknown>): Promise<void> {
  const tables = db.withTables<MigrationDb>();
  const now = formatDateTime();
  await tables
    .insertInto('sysTenant')
    .values({
      id: DEFAULT_TENANT_ID,
      name: '助残服务中心',
      beginDate: null,
      endDate: null,
      status: 1,
      createBy: 'system',
      createTime: now,
    })
    .execute();

  const audit = { createBy: 'system', createTime: now, updateBy: null, updateTime: null };
  await tables
    .insertInto('sysRole')
    .values([
      {
        id: RoleIds.admin,
        roleName: '管理员',
        roleCode: 'admin',
        description: '全部功能，含系统管理',
        ...audit,
      },
      {
        id: RoleIds.manager,
        roleName: '中心主管',
        roleCode: 'manager',
        description: '服务对象、派单与审核、本部门月报',
        ...audit,
      },
      {
        id: RoleIds.staff,
        roleName: '服务人员',
        roleCode: 'staff',
        description: '本人工单的接单、处理与完成',
        ...audit,
      },
    ])
    .execute();

  const depart = (id: string, parentId: string | null, name: string, orgCode: string, order: number) => ({
    id,
    parentId,
    departName: name,
    departNameEn: null,
    departNameAbbr: null,
    departOrder: order,
    description: null,
    mobile: null,
    fax: null,
    address: null,
    memo: null,
    orgCategory: parentId ? '2' : '1',
    orgType: parentId ? '2' : '1',
    orgCode,
    status: '1',
    delFlag: 0,
    ...audit,
  });
  await tables
    .insertInto('sysDepart')
    .values([
      depart(DepartIds.centre, null, '助残服务中心', 'A01', 1),
      depart(DepartIds.east, DepartIds.centre, '东城服务站', 'A01A01', 1),
      depart(DepartIds.west, DepartIds.centre, '西城服务站', 'A01A02', 2),
      depart(DepartIds.south, DepartIds.centre, '南城服务站', 'A01A03', 3),
    ])
    .execute();

  await seedDicts(db, [
    {
      code: 'sex',
      name: '性别',
      type: 1,
      items: [
        ['1', '男'],
        ['2', '女'],
      ],
    },
    {
      code: 'priority',
      name: '优先级',
      items: [
        ['L', '一般'],
        ['M', '重要'],
        ['H', '紧急'],
      ],
    },
    {
      code: 'valid_status',
      name: '有效无效状态',
      type: 1,
      items: [
        ['1', '有效'],
        ['0', '无效'],
      ],
    },
    {
      code: 'user_status',
      name: '用户状态',
      type: 1,
      items: [
        ['1', '正常'],
        ['2', '冻结'],
      ],
    },
  ]);

  await seedMenus(db, menus, {
    admin: () => true,
    manager: () => true,
    staff: (m) => m.id === 'menu_home',
  });
}
