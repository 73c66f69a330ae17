import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../../core/auth/guard.ts';
import type { AppContext } from '../../core/context.ts';
import { sendListSheet } from '../../core/crud/listSheet.ts';
import { scopedListRequest } from '../../core/crud/scoped.ts';
import type { SheetColumn } from '../../core/excel/columns.ts';
import type { Api } from '../../core/http/inputSchemas.ts';
import { defineEntity } from '../../core/query/entity.ts';
import { listQuerySchema } from '../../core/query/listQuerySchema.ts';
import { runList } from '../../core/query/runList.ts';
import { ok } from '../../core/result.ts';
import { withDepartNames } from './departNames.ts';
import { inDepartSubtrees, usersBase } from './manage/service.ts';
import { withPositionNames } from './positionNames.ts';

const TITLE = '通讯录';
const PERMISSION = { config: { permission: 'system:address:list' } };

/** 通讯录: the names a client may filter and sort the address book on. */
export const addressEntity = defineEntity({
  title: TITLE,
  defaultSort: 'realname',
  extraParams: ['orgCode'],
  menuComponent: 'system/AddressList',
  fields: {
    realname: { column: 'u.realname', type: 'string' },
    username: { column: 'u.username', type: 'string' },
    workNo: { column: 'u.workNo', type: 'string' },
    phone: { column: 'u.phone', type: 'string' },
    email: { column: 'u.email', type: 'string' },
    telephone: { column: 'u.telephone', type: 'string' },
    createTime: { column: 'u.createTime', type: 'datetime' },
  },
});

const addressColumns: SheetColumn[] = [
  { field: 'realname', title: '姓名', width: 14 },
  { field: 'workNo', title: '工号', width: 12 },
  { field: 'departName', title: '部门', width: 24 },
  { field: 'position', title: '职务', width: 16 },
  { field: 'phone', title: '手机', width: 14 },
  { field: 'email', title: '邮箱', width: 24 },
  { field: 'telephone', title: '座机', width: 14 },
];

const columns = [
  'u.id',
  'u.username',
  'u.realname',
  'u.avatar',
  'u.workNo',
  'u.post',
  'u.phone',
  'u.email',
  'u.telephone',
] as const;

const scopeQuery = z.object({
  orgCode: z
    .string()
    .max(96, '部门编码过长')
    .regex(/^([A-Z]\d{2})*$/, '部门编码格式不正确')
    .optional(),
});

/** Without a sort column the book reads alphabetically (realname ascending). */
function listParams(request: FastifyRequest): Record<string, unknown> {
  const query = request.query as Record<string, unknown>;
  return query.column === undefined && query.order === undefined ? { ...query, order: 'asc' } : query;
}

/**
 * 通讯录: the live users of the caller's tenant in a department and all its sub-departments (org codes
 * are hierarchical prefixes), or everyone without a department, with their department and position names.
 */
export function addressListRoutes(app: Api, ctx: AppContext): void {
  const db = ctx.db.kysely;

  const scoped = (request: FastifyRequest) => {
    const { orgCode } = request.query as z.output<typeof scopeQuery>;
    const base = usersBase(db, currentUser(request));
    if (!orgCode) return base;
    return inDepartSubtrees(base, [orgCode]);
  };
  const select = (qb: ReturnType<typeof scoped>) => qb.select(columns);
  const decorate = async <T extends { id: string; post: string | null }>(users: T[]) =>
    (await withPositionNames(db, await withDepartNames(db, users))).map(({ orgCodeTxt, ...u }) => ({
      ...u,
      departName: orgCodeTxt,
    }));

  // The request's filters, sort and paging, limited by the data rules of the 通讯录 menu.
  const listRequestOf = (request: FastifyRequest) =>
    scopedListRequest(ctx, currentUser(request), addressEntity, listParams(request));

  const schema = { querystring: listQuerySchema(addressEntity, scopeQuery) };
  app.get('/sys/user/queryByOrgCodeForAddressList', { ...PERMISSION, schema }, async (request) => {
    const listRequest = await listRequestOf(request);
    const result = await runList(ctx, addressEntity, listRequest, scoped(request), select);
    return ok({ ...result, records: await decorate(result.records) });
  });

  const exportOptions = { config: { permission: 'system:address:list', sheetExport: true }, schema };
  app.get('/sys/user/exportAddressList', exportOptions, async (request, reply) => {
    const auth = currentUser(request);
    return sendListSheet(ctx, reply, auth, {
      title: TITLE,
      columns: addressColumns,
      entity: addressEntity,
      listRequest: await listRequestOf(request),
      base: scoped(request),
      select,
      selections: listParams(request).selections,
      idColumn: 'u.id',
      decorate: (batch) => decorate(batch as unknown as { id: string; post: string | null }[]),
    });
  });
}
