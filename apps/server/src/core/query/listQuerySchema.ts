import { z } from 'zod';
import { documentedAs } from '../http/openApi.ts';
import type { EntitySpec } from './entity.ts';

const param = (description: string) => z.string().optional().describe(description);

const conventions = {
  pageNo: param('页码，从 1 起'),
  pageSize: param('每页条数'),
  column: param('排序字段（逗号分隔可多个）'),
  order: z.enum(['asc', 'desc']).optional().describe('排序方向'),
  superQueryParams: param('高级查询条件：JSON 数组，经 encodeURIComponent'),
  superQueryMatchType: z.enum(['and', 'or']).optional().describe('高级查询条件的组合方式'),
};

/**
 * The query of a list route: its own parameters (`own`, e.g. `jobId`) checked before the handler, every
 * other parameter passed on as it came to the list layer (core/query/listQuery.ts), which reads only the
 * entity's registered fields and the list conventions. The API description shows those too.
 */
export function listQuerySchema<O extends z.ZodObject>(
  entity: EntitySpec,
  own?: O,
): z.ZodType<z.output<O> & Record<string, unknown>> {
  const filters = Object.fromEntries(
    Object.entries(entity.fields)
      .filter(([, field]) => field.queryable !== false)
      .map(([name]) => [
        name,
        param(
          entity.fields[name]?.exact
            ? '筛选：整值相等'
            : '筛选：x 相等，*x* 包含，a,b 其一；范围用 字段_begin / 字段_end',
        ),
      ]),
  );
  const shown = z.object({ ...filters, ...conventions, ...own?.shape });
  const checked: z.ZodType = (own ?? z.object({})).loose();
  return documentedAs(checked as z.ZodType<z.output<O> & Record<string, unknown>>, shown);
}
