import type { FieldType } from '../../core/query/entity.ts';
import { BusinessError } from '../../core/result.ts';
import type { ReportItem, ReportParam } from './repo.ts';
import { type CheckedReport, checkReportSql, type ReportRegistry } from './sql/checkReportSql.ts';

/** A report field with the type of the column it shows. */
export interface TypedItem<I = ReportItem> {
  item: I;
  type: FieldType;
}

export interface CheckedDefinition<I = ReportItem> {
  report: CheckedReport;
  items: TypedItem<I>[];
}

/** Dictionary codes only: the family's `SELECT …` dictionaries are not accepted. */
const DICT_CODE = /^[A-Za-z0-9_]{1,100}$/;

/**
 * Checks a whole report: its SQL (checkReportSql), its fields against the SQL's output and its
 * parameters against the SQL's placeholders. For saving a report and before running one.
 */
export function checkDefinition<I extends Pick<ReportItem, 'fieldName' | 'dictCode'>>(
  sql: string,
  items: readonly I[],
  params: readonly Pick<ReportParam, 'paramName'>[],
  registry: ReportRegistry,
): CheckedDefinition<I> {
  const report = checkReportSql(sql, registry);
  if (items.length === 0) throw new BusinessError('报表没有配置字段');
  const typed = items.map((item): TypedItem<I> => {
    const output = report.outputs.find((o) => o.name === item.fieldName);
    if (!output) throw new BusinessError(`报表字段 ${item.fieldName} 不在报表SQL的查询结果中`);
    if (item.dictCode && !DICT_CODE.test(item.dictCode)) {
      throw new BusinessError(`报表字段 ${item.fieldName} 的字典编码无效`);
    }
    return { item, type: output.type };
  });
  const declared = new Set(params.map((p) => p.paramName));
  const undeclared = report.params.find((name) => !declared.has(name));
  if (undeclared) throw new BusinessError(`报表参数未定义: ${undeclared}`);
  return { report, items: typed };
}
