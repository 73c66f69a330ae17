import type { SuperQueryCondition, SuperQueryField, SuperQueryRule } from './types.ts';

/** Spec §9 "Advanced query" rules, labelled as the form shows them. */
export const RULE_OPTIONS: { value: SuperQueryRule; label: string }[] = [
  { value: 'eq', label: '等于' },
  { value: 'like', label: '包含' },
  { value: 'right_like', label: '以..开始' },
  { value: 'left_like', label: '以..结尾' },
  { value: 'in', label: '在...中' },
  { value: 'ne', label: '不等于' },
  { value: 'gt', label: '大于' },
  { value: 'ge', label: '大于等于' },
  { value: 'lt', label: '小于' },
  { value: 'le', label: '小于等于' },
];

/** The rules a field takes: 等于 alone for a field matched by its whole value. */
export const rulesOf = (field: SuperQueryField | undefined) =>
  field?.exact ? RULE_OPTIONS.filter((option) => option.value === 'eq') : RULE_OPTIONS;

export const MATCH_OPTIONS = [
  { value: 'and', label: 'AND（所有条件都要求匹配）' },
  { value: 'or', label: 'OR（条件中的任意一个匹配）' },
];

/** One row of the form while it is being edited: any part may still be missing. */
export interface DraftCondition {
  key: number;
  field?: string;
  rule?: SuperQueryRule;
  val?: string | string[];
}

export function hasOptions(field: SuperQueryField | undefined): boolean {
  return field?.type === 'dict' || (field?.options?.length ?? 0) > 0;
}

function valueText(val: DraftCondition['val']): string {
  if (Array.isArray(val)) return val.filter((v) => v !== '').join(',');
  return (val ?? '').trim();
}

/** A condition is empty when its field, rule or value is missing (spec §5 "Queries and pickers"). */
export function isEmptyCondition(c: DraftCondition): boolean {
  return !c.field || !c.rule || valueText(c.val) === '';
}

/** The complete rows, as the list request sends them (several values of `in` comma-joined). */
export function completeConditions(rows: readonly DraftCondition[]): SuperQueryCondition[] {
  return rows
    .filter((c) => !isEmptyCondition(c))
    .map((c) => ({ field: c.field ?? '', rule: c.rule ?? 'eq', val: valueText(c.val) }));
}

/** Saved or applied conditions back as editable rows; `in` on an option field becomes a value list. */
export function toDrafts(
  conditions: readonly SuperQueryCondition[],
  fields: readonly SuperQueryField[],
  nextKey: () => number,
): DraftCondition[] {
  return conditions.map((c) => {
    const field = fields.find((f) => f.field === c.field);
    const multi = c.rule === 'in' && hasOptions(field);
    return { key: nextKey(), field: c.field, rule: c.rule, val: multi ? c.val.split(',') : c.val };
  });
}

/** Switching the rule away from `in` on a dictionary or option field keeps only the first value. */
export function withRule(
  row: DraftCondition,
  rule: SuperQueryRule,
  field: SuperQueryField | undefined,
): DraftCondition {
  if (!hasOptions(field)) return { ...row, rule };
  if (rule === 'in') {
    const val = Array.isArray(row.val) ? row.val : row.val ? [row.val] : [];
    return { ...row, rule, val };
  }
  return { ...row, rule, val: Array.isArray(row.val) ? row.val[0] : row.val };
}
