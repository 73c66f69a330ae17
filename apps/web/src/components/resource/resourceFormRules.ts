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

/** A form rule running a check of the definition on a non-empty value (its message becomes the error). */
export function checkedRule(check: (value: string) => string | null): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const problem = typeof value === 'string' && value.trim() !== '' ? check(value) : null;
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
      message: resourceMessages.required(field),
    });
  }
  if (input.max !== undefined)
    rules.push({ max: input.max, message: resourceMessages.max(field, input.max) });
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

/** The form rules of a resource's fields: the server's own rules, from the same definition. */
export function resourceFormRules(
  resource: Resource,
  recordId: string | undefined,
): Record<string, FormRule[]> {
  return Object.fromEntries(
    inputFields(resource).map(([name, field]) => [
      name,
      fieldRules(resource, name, field, field.input, recordId),
    ]),
  );
}
