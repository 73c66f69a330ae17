import type { Resource } from './define.ts';

/**
 * Personal data shown masked to everyone (issue 16 point 12): an ID number, a phone number, a 残疾证号
 * (the ID number and two more digits, so its mask shows no more of the ID than the ID's own mask).
 */
export type MaskKind = 'idCard' | 'phone' | 'certNo';

const keep = (value: string, head: number, tail: number) =>
  value.length < head + tail + 1
    ? '*'.repeat(value.length)
    : `${value.slice(0, head)}${'*'.repeat(value.length - head - tail)}${value.slice(-tail)}`;

const MASKS: Record<MaskKind, (value: string) => string> = {
  // 110101199003071234 → 110***********1234
  idCard: (value) => keep(value, 3, 4),
  // 13812345678 → 138****5678
  phone: (value) => (value.length < 7 ? '*'.repeat(value.length) : keep(value, 3, 4)),
  // 11010119900307123401 → 110***************01: its last two digits are its own, not the ID's
  certNo: (value) => keep(value, 3, 2),
};

/** `value` as a field masked as `kind` shows it (empty stays empty). */
export const maskValue = (kind: MaskKind, value: string): string =>
  value === '' ? value : MASKS[kind](value);

/** Whether `value` is what a masked field shows rather than a value someone typed. */
export const looksMasked = (value: string): boolean => value.includes('*');

/** The masked fields of a resource with their kinds. */
export const maskedFields = (resource: Resource): [string, MaskKind][] =>
  Object.entries(resource.fields).flatMap(([name, field]) => (field.masked ? [[name, field.masked]] : []));

/** Copies of `rows` with every masked field of `resource` masked. */
export function maskRows<T extends object>(resource: Resource, rows: readonly T[]): T[] {
  const fields = maskedFields(resource);
  if (fields.length === 0) return [...rows];
  return rows.map((row) => {
    const copy = { ...row } as Record<string, unknown>;
    for (const [name, kind] of fields) {
      const value = copy[name];
      if (typeof value === 'string') copy[name] = maskValue(kind, value);
    }
    return copy as T;
  });
}
