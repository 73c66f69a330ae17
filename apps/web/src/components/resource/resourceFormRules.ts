import {
  columnOf,
  inputFields,
  type Resource,
  type ResourceField,
  type ResourceInput,
  resourceMessages,
} from '@hcs/shared';
import type { FormRule } from 'antd';
import { uniqueRule } from '../../utils/uniqueRule.ts';

/**
 * A form rule running a check of the definition on a non-empty value, a number's as its text (its
 * message becomes the error).
 */
export function checkedRule(check: (value: string) => string | null): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
      const problem = text.trim() !== '' ? check(text) : null;
      if (problem) throw new Error(problem);
    },
  };
}

function fieldRules(
  resource: Resource,
  name: string,
  field: ResourceField,
  input: ResourceInput,
  recordId: string | undefined,
): FormRule[] {
  const rules: FormRule[] = [];
  // An edit may leave a secret empty: the stored one is kept.
  if (input.required && !(field.sensitive && recordId)) {
    rules.push({
      required: true,
      ...(field.type === 'string' && !field.dict ? { whitespace: true } : {}),
      message: resourceMessages.empty(field),
    });
  }
  // With both, either is told as the length the text must have.
  const length =
    input.min !== undefined && input.max !== undefined
      ? resourceMessages.length(field, input.min, input.max)
      : undefined;
  if (input.min !== undefined)
    rules.push({ min: input.min, message: length ?? resourceMessages.tooShort(field, input.min) });
  if (input.max !== undefined)
    rules.push({ max: input.max, message: length ?? resourceMessages.max(field, input.max) });
  if (input.integer) rules.push({ type: 'integer', message: resourceMessages.notInteger(field) });
  const { min, max } = input.range ?? {};
  if (min !== undefined) rules.push({ type: 'number', min, message: resourceMessages.below(field, min) });
  if (max !== undefined) rules.push({ type: 'number', max, message: resourceMessages.above(field, max) });
  if (input.pattern) rules.push({ pattern: input.pattern.regex, message: input.pattern.message });
  if (input.check) rules.push(checkedRule(input.check));
  if (input.unique) {
    rules.push(
      uniqueRule({
        tableName: resource.table,
        fieldName: columnOf(name),
        ...(recordId ? { dataId: recordId } : {}),
      }),
    );
  }
  return rules;
}

/** The fields a field's rules across fields read: it is checked again when one of them changes. */
export const resourceCheckReads = (resource: Resource, name: string): string[] =>
  (resource.checks ?? []).flatMap((check) => (check.field === name ? [...check.reads] : []));

/** The form rules of a resource's fields: the server's own rules, from the same definition. */
export function resourceFormRules(
  resource: Resource,
  recordId: string | undefined,
): Record<string, FormRule[]> {
  const rules: Record<string, FormRule[]> = Object.fromEntries(
    inputFields(resource).map(([name, field]) => [
      name,
      fieldRules(resource, name, field, field.input, recordId),
    ]),
  );
  // A rule across fields shows at its field, judged on the whole form's values.
  for (const check of resource.checks ?? []) {
    rules[check.field]?.push(({ getFieldsValue }) => ({
      validator: async () => {
        const problem = check.problem(getFieldsValue(true) as Record<string, unknown>);
        if (problem) throw new Error(problem);
      },
    }));
  }
  return rules;
}
