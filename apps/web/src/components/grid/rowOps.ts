import { numberValue } from './cellInput.ts';
import type { GridRow } from './types.ts';

/** Temporary ids: a prefix and a random suffix of length 6 (spec §9), stripped on output. */
export const TEMP_ID_PREFIX = 'tmp_';
const ID_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function randomSuffix(length = 6): string {
  let suffix = '';
  for (let i = 0; i < length; i++) suffix += ID_CHARS[Math.floor(Math.random() * ID_CHARS.length)];
  return suffix;
}

let counter = 0;
export const newTempId = () => `${TEMP_ID_PREFIX}${(counter++).toString(36)}_${randomSuffix()}`;
export const isTempId = (id: string) => id.startsWith(TEMP_ID_PREFIX);

/** The same rows in the same order (by id). */
export const sameIds = (a: readonly GridRow[], b: readonly GridRow[]) =>
  a.length === b.length && a.every((row, i) => row.id === b[i]?.id);

export function insertAt(rows: readonly GridRow[], index: number, added: readonly GridRow[]): GridRow[] {
  return [...rows.slice(0, index), ...added, ...rows.slice(index)];
}

/** Moves the row at `from` to `to`, then renumbers the order field from 1 when there is one. */
export function moveRow(rows: readonly GridRow[], from: number, to: number, orderKey?: string): GridRow[] {
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) return [...rows];
  const next = [...rows];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return orderKey ? renumber(next, orderKey) : next;
}

export function renumber(rows: readonly GridRow[], orderKey: string): GridRow[] {
  return rows.map((row, i) => (row[orderKey] === i + 1 ? row : { ...row, [orderKey]: i + 1 }));
}

/** The ids an argument of removeRows names: a string or an array; anything else is a caller's bug. */
export function idsToRemove(ids: unknown): string[] {
  if (typeof ids === 'string') return [ids];
  if (Array.isArray(ids)) return ids.map(String);
  throw new TypeError('removeRows 的参数必须是字符串或数组');
}

/** A row as the caller gets it: a temporary id is no id. */
export function outputRow(row: GridRow): Record<string, unknown> {
  if (!isTempId(row.id)) return { ...row };
  const { id: _temporary, ...rest } = row;
  return rest;
}

/** A row with its number columns' values as numbers (a number cell holds its text until it loses focus). */
export function withNumbers(row: GridRow, numberKeys: readonly string[]): GridRow {
  let out = row;
  for (const key of numberKeys) {
    const value = numberValue(row[key]);
    if (value !== row[key]) out = { ...out, [key]: value };
  }
  return out;
}
