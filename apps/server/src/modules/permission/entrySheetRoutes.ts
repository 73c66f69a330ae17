import { currentUser } from '../../core/auth/guard.ts';
import { realnameOf } from '../../core/auth/realname.ts';
import type { AppContext } from '../../core/context.ts';
import { splitIds } from '../../core/crud/idParams.ts';
import { exportSheet } from '../../core/excel/exportSheet.ts';
import { sendSheet } from '../../core/excel/routes.ts';
import { runImport } from '../../core/excel/runImport.ts';
import type { Api } from '../../core/http/inputSchemas.ts';
import { parseInput } from '../../core/validation.ts';
import { entryFields, entryListQuery } from './entrySchema.ts';
import { addEntry, entryTree } from './entryService.ts';
import { entryColumns, fromSheetRow, resolveParent, toSheetRow } from './entrySheet.ts';
import { filterTreeByName, flattenTree } from './entryTree.ts';

const TITLE = '菜单';

/**
 * 菜单管理's export (the tree as the list shows it, parents before children; only the selected rows
 * when some are) and import (each row added under the parent it names; refused rows are reported).
 */
export function entrySheetRoutes(app: Api, ctx: AppContext, path: string): void {
  app.get(
    `${path}/exportXls`,
    {
      config: { permission: 'system:permission:export', sheetExport: true },
      schema: { querystring: entryListQuery },
    },
    async (request, reply) => {
      const auth = currentUser(request);
      const query = request.query;
      const selected = new Set(splitIds(query.selections));
      const full = await entryTree(ctx);
      const names = new Map(flattenTree(full).map((r) => [r.id, r.name]));
      const rows = flattenTree(filterTreeByName(full, query.name)).filter(
        (r) => selected.size === 0 || selected.has(r.id),
      );

      const sheet = await exportSheet(ctx.dicts, {
        title: TITLE,
        exporter: await realnameOf(ctx.db.kysely, auth),
        columns: entryColumns,
        expectedRows: rows.length,
        batches: (async function* () {
          yield rows.map((r) => toSheetRow(r, names));
        })(),
      });
      return sendSheet(reply, TITLE, sheet);
    },
  );

  app.post(`${path}/importExcel`, { config: { permission: 'system:permission:import' } }, async (request) => {
    const auth = currentUser(request);
    return runImport(ctx, request, auth.userId, entryColumns, async (values) => {
      const parentId = await resolveParent(ctx, values);
      await addEntry(ctx, auth, parseInput(entryFields, { ...fromSheetRow(values), parentId }));
    });
  });
}
