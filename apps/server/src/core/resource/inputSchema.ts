import {
  inputFields,
  type Resource,
  type ResourceField,
  type ResourceInput,
  resourceMessages,
  stripPhone,
} from '@hcs/shared';
import { z } from 'zod';
import { optionalDate, optionalDateTime } from '../schemaFields.ts';

/** A text field's schema: trimmed; required ones refuse empty text, optional ones store it as null. */
function textSchema(field: ResourceField, input: ResourceInput) {
  const required = resourceMessages.required(field);
  const typed = z.string({ message: required });
  // A secret is taken as typed: a password may begin or end with a blank.
  let text = field.sensitive ? typed : typed.trim();
  if (input.required) text = text.min(1, resourceMessages.empty(field));
  const { min, max } = input;
  if (min !== undefined) {
    const short =
      max === undefined ? resourceMessages.tooShort(field, min) : resourceMessages.length(field, min, max);
    text = text.refine((v) => v === '' || v.length >= min, short);
  }
  if (max !== undefined) {
    const long =
      min === undefined ? resourceMessages.max(field, max) : resourceMessages.length(field, min, max);
    text = text.max(max, long);
  }
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
  const schema = input.required ? checked : checked.nullish().transform((v) => (v ? v : null));
  // A phone pasted with spaces or dashes between its digit groups is checked and kept without them.
  if (input.phone) return z.preprocess((v) => (typeof v === 'string' ? stripPhone(v) : v), schema);
  if (!input.json) return schema;
  // A JSON field's value may come parsed: its text is what is checked and kept.
  return z.preprocess((v) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : v), schema);
}

/** A field's schema, taking its default where the input leaves it out. */
function fieldSchema(field: ResourceField, input: ResourceInput) {
  const schema = valueSchema(field, input);
  const fallback = input.default;
  if (fallback === undefined) return schema;
  return z.preprocess((v) => (v === undefined || v === null || v === '' ? fallback : v), schema);
}

/** Several items of a dictionary: an array or comma-joined text, each kept once, stored comma-joined. */
function itemsSchema(field: ResourceField, input: ResourceInput) {
  const required = resourceMessages.required(field);
  const { max } = input;
  const items = z
    .preprocess((v) => (Array.isArray(v) ? v.join(',') : v), z.string({ message: input.invalid ?? required }))
    .nullish()
    .transform((v) => {
      const chosen = new Set((v ?? '').split(',').map((item) => item.trim()));
      chosen.delete('');
      return chosen.size > 0 ? [...chosen].join(',') : null;
    });
  const limited =
    max === undefined
      ? items
      : items.refine((v) => v === null || v.length <= max, resourceMessages.max(field, max));
  return input.required ? limited.refine((v) => v !== null, required) : limited;
}

function valueSchema(field: ResourceField, input: ResourceInput) {
  const required = resourceMessages.required(field);
  switch (field.type) {
    case 'string':
      return field.multiple ? itemsSchema(field, input) : textSchema(field, input);
    case 'number': {
      // A number chosen from a dictionary (性别) is refused as a choice, not as arithmetic.
      const notNumber = field.dict || field.choice ? (input.invalid ?? required) : `${field.label}必须是数字`;
      let number = z.coerce.number({ message: notNumber });
      if (input.integer) number = number.int(resourceMessages.notInteger(field));
      const { min, max } = input.range ?? {};
      if (min !== undefined) number = number.min(min, resourceMessages.below(field, min));
      if (max !== undefined) number = number.max(max, resourceMessages.above(field, max));
      const { check } = input;
      const checked = check
        ? number.superRefine((v, ctx) => {
            const problem = check(String(v));
            if (problem) ctx.addIssue({ code: 'custom', message: problem });
          })
        : number;
      if (input.required) return checked;
      // An empty optional number is no number (not the 0 that '' coerces to).
      return z.preprocess((v) => (v === '' ? null : v), checked.nullish()).transform((v) => v ?? null);
    }
    case 'date': {
      const date = optionalDate(resourceMessages.format(field));
      return input.required ? date.refine((v) => v !== null, required) : date;
    }
    case 'datetime': {
      const dateTime = optionalDateTime(resourceMessages.format(field));
      return input.required ? dateTime.refine((v) => v !== null, required) : dateTime;
    }
  }
}

/**
 * The input schema of a resource's form: its entered fields with the rules the form checks too (the web
 * derives its form rules from the same definition). Dictionary values are checked against the
 * dictionary when saving ({@link assertDictValues}). `only`: the fields a command of the module takes
 * (e.g. 测试连接 the connection's), with the rules across fields that read only those.
 */
export function resourceInputSchema(
  resource: Resource,
  purpose: 'add' | 'edit' = 'add',
  only?: readonly string[],
) {
  const taken = (name: string) => !only || only.includes(name);
  const fields = inputFields(resource).filter(
    ([name, field]) => taken(name) && !(purpose === 'edit' && field.input.fixed),
  );
  const checks = (resource.checks ?? []).filter((check) => taken(check.field) && check.reads.every(taken));
  return z
    .object(
      Object.fromEntries(
        fields.map(([name, field]) => {
          // An edit may leave a secret empty: the stored one is kept.
          const input =
            purpose === 'edit' && field.sensitive ? { ...field.input, required: false } : field.input;
          return [name, fieldSchema(field, input)];
        }),
      ),
    )
    .superRefine((values, ctx) => {
      for (const check of checks) {
        const problem = check.problem(values);
        if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [check.field] });
      }
    });
}

/**
 * The schemas of some of a resource's entered fields, by name, for a command that enters a few of them
 * (a report's 生成 enters its month and department): `z.object({ ...resourceFieldShape(…), id })`.
 * Dictionary values are checked by {@link assertDictValues}.
 */
export function resourceFieldShape<F extends string, N extends F>(
  resource: Resource<F>,
  names: readonly N[],
): Record<N, z.ZodType> {
  const entered = new Map(inputFields(resource));
  return Object.fromEntries(
    names.map((name) => {
      const field = entered.get(name);
      if (!field) throw new Error(`${resource.title}.${name} is not an entered field`);
      return [name, fieldSchema(field, field.input)];
    }),
  ) as Record<string, z.ZodType> as Record<N, z.ZodType>;
}

export type ResourceValues = Record<string, string | number | null>;
