/** Number inputs: an optional minus, digits and one point (spec §5); anything else keeps the old text. */
const NUMBER_TYPING = /^-?\d*\.?\d*$/;

export function acceptNumberTyping(previous: string, typed: string): string {
  return NUMBER_TYPING.test(typed) ? typed : previous;
}

/** On blur the text becomes a number, or empty (null) when it is none. */
export function numberOnBlur(text: string): number | null {
  if (text.trim() === '' || text === '-' || text === '.' || text === '-.') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** A number column's value as the caller gets it: typed number text as a number, empty as null. */
export function numberValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return null;
  return numberOnBlur(value) ?? value;
}

/** The tag cell: a semicolon after every 2 characters (spec §4), whatever separators were typed. */
export function formatTags(text: string): string {
  const plain = [...text.replace(/;/g, '')];
  const parts: string[] = [];
  for (let i = 0; i < plain.length; i += 2) parts.push(plain.slice(i, i + 2).join(''));
  return parts.join(';');
}

/** Input width: a non-ASCII character counts as 2 (spec §5). */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += (char.codePointAt(0) ?? 0) > 0x7f ? 2 : 1;
  return width;
}

/** The statistics row (spec §9): the sum of integer values, and their average. */
export function sumOf(values: readonly unknown[]): number {
  let sum = 0;
  for (const value of values) {
    const n = Number.parseInt(String(value ?? ''), 10);
    if (Number.isFinite(n)) sum += n;
  }
  return sum;
}

export function averageOf(values: readonly unknown[]): number {
  if (values.length === 0) return 0;
  return Math.round((sumOf(values) / values.length) * 100) / 100;
}
