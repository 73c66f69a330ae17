import {
  inputFields,
  type Resource,
  type ResourceField,
  type ResourceInput,
  resourceMessages,
} from '@hcs/shared';
import { z } from 'zod';
import { optionalDate, optionalDateTime } from '../schemaFields.ts';

/** A text field's schema: trimmed; required ones refuse empty text, optional ones store it as null. */
function textSchema(field: ResourceField, input: ResourceInput) {
  const required = resourceMessages.required(field);
  let text = z.string({ message: required }).trim();
  if (input.required) text = text.min(1, required);
  if (input.max !== undefined) text = text.max(input.max, resourceMessages.max(field, input.max));
  if (input.pattern) {
    const { regex, message } = input.pattern;
    text = text.refine((v) => v === '' || regex.test(v), message);
  }
  const { check } = input;
  const checked = check
    ? text.superRefine((v, ctx) => {
        const problem = v === '' ? null : check(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
    : text;
  return input.required ? checked : checked.nullish().transform((v) => (v ? v : null));
}

function fieldSchema(field: ResourceField, input: ResourceInput) {
  const required = resourceMessages.required(field);
  switch (field.type) {
    case 'string':
      return textSchema(field, input);
    case 'number': {
      const number = z.coerce.number({ message: `${field.label}必须是数字` });
      return input.required ? number : number.nullish().transform((v) => v ?? null);
    }
    case 'date': {
      const date = optionalDate(`${field.label}格式不正确`);
      return input.required ? date.refine((v) => v !== null, required) : date;
    }
    case 'datetime': {
      const dateTime = optionalDateTime(`${field.label}格式不正确`);
      return input.required ? dateTime.refine((v) => v !== null, required) : dateTime;
    }
  }
}

/**
 * The input schema of a resource's form: its entered fields with the rules the form checks too (the web
 * derives its form rules from the same definition). Dictionary values are checked against the
 * dictionary when saving ({@link assertDictValues}).
 */
export function resourceInputSchema(resource: Resource, purpose: 'add' | 'edit' = 'add') {
  return z.object(
    Object.fromEntries(
      inputFields(resource).map(([name, field]) => {
        // An edit may leave a secret empty: the stored one is kept.
        const input =
          purpose === 'edit' && field.sensitive ? { ...field.input, required: false } : field.input;
        return [name, fieldSchema(field, input)];
      }),
    ),
  );
}

export type ResourceValues = Record<string, string | number | null>;
