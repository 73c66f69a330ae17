import type { FastifyInstance } from 'fastify';
import { badRequest } from '../result.ts';
import { isRecord } from '../validation.ts';

const PARAMS_STR_INVALID = '导出参数（paramsStr）应为查询条件的 JSON 对象';

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** The JSON of `paramsStr`; the family's client encodes it with encodeURI once more than needed. */
function paramsStrFields(paramsStr: unknown): Record<string, unknown> {
  if (typeof paramsStr !== 'string') throw badRequest(PARAMS_STR_INVALID);
  const once = decoded(paramsStr);
  const fields = parseObject(paramsStr) ?? (once === null ? null : parseObject(once));
  if (!fields) throw badRequest(PARAMS_STR_INVALID);
  return fields;
}

/**
 * The query an export route reads. The alternative export of spec §7 sends the list query as JSON in
 * `paramsStr`: its fields (the same ones the export takes as parameters) take the place of parameters
 * of the same name. The download ticket, used up by the guard, is no filter.
 */
export function exportQuery(query: Record<string, unknown>): Record<string, unknown> {
  const { paramsStr, ticket: _ticket, ...params } = query;
  if (paramsStr === undefined) return params;
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(paramsStrFields(paramsStr))) {
    if (value === null) continue;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      throw badRequest(`导出参数（paramsStr）的 ${name.slice(0, 64)} 应为文字或数字`);
    }
    fields[name] = String(value);
  }
  return { ...params, ...fields };
}

/** The export routes by URL (base path included), with the permission each declares. */
export class SheetExportRoutes {
  private readonly permissions = new Map<string, string | null>();

  add(url: string, permission: string | null): void {
    this.permissions.set(url, permission);
  }

  /** The permission the export at `url` needs (null: none), or undefined when `url` is no export route. */
  permissionOf(url: string): string | null | undefined {
    return this.permissions.get(url);
  }
}

/**
 * Makes every route declared `sheetExport` read its query through {@link exportQuery}, and records those
 * routes, so that a download ticket is only ever issued for one of them. Registered before the routes.
 */
export function registerSheetExports(app: FastifyInstance): SheetExportRoutes {
  const routes = new SheetExportRoutes();
  app.addHook('onRoute', (route) => {
    if (route.config?.sheetExport) routes.add(route.url, route.config.permission ?? null);
  });
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.sheetExport) {
      request.query = exportQuery(request.query as Record<string, unknown>);
    }
  });
  return routes;
}
