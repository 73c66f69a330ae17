/** A stored value of a multi-value widget: the values joined with commas (spec: "value comma-joined"). */
export type CommaValue = string | number | null | undefined;

export function splitValue(value: CommaValue): string[] {
  if (value === null || value === undefined) return [];
  return String(value)
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

/** The values joined; undefined when there are none, so a cleared field holds nothing. */
export function joinValue(values: readonly string[]): string | undefined {
  return values.length > 0 ? values.join(',') : undefined;
}
