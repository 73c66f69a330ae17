import { audienceResource, inputFields, type ResourceField, type ResourceInput } from '@hcs/shared';
import type { Audience, AudienceInput } from './types.ts';

/** The values of the audience form: each entered field's text (numbers of a dictionary as their text). */
export type AudienceFormValues = Partial<Record<keyof AudienceInput, string>>;

const entered = inputFields(audienceResource) as [
  keyof AudienceInput,
  ResourceField & { input: ResourceInput },
][];

/** A new audience starts from the definition's defaults (在册); an edited one from its record. */
export function toFormValues(record: Audience | null): AudienceFormValues {
  return Object.fromEntries(
    entered.flatMap(([name, field]) => {
      const value = record ? record[name] : field.input.default;
      return value === null || value === undefined ? [] : [[name, String(value)]];
    }),
  );
}

/** What POST /wo/audience/add and PUT /wo/audience/edit send: trimmed, the ID number in capitals, '' for empty. */
export function toInput(values: AudienceFormValues): AudienceInput {
  const input = Object.fromEntries(
    entered.map(([name]) => [name, values[name]?.trim() ?? '']),
  ) as AudienceInput;
  return { ...input, idCardNo: input.idCardNo.toUpperCase() };
}
