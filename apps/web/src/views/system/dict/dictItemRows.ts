import type { GridRow } from '../../../components/grid/index.ts';
import type { DictItem, DictItemRow } from './dictApi.ts';

/** A saved item as a grid row (the select cell holds its status as text). */
export function toGridRow(item: DictItem): GridRow {
  return {
    id: item.id,
    itemText: item.itemText,
    itemValue: item.itemValue,
    description: item.description ?? '',
    sortOrder: item.sortOrder,
    status: String(item.status),
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : String(value ?? '').trim());

/** A row the grid gave back (no id when new) as the server saves it. */
export function toItemRow(row: Record<string, unknown>): DictItemRow {
  const description = text(row.description);
  return {
    ...(typeof row.id === 'string' ? { id: row.id } : {}),
    itemText: text(row.itemText),
    itemValue: text(row.itemValue),
    description: description === '' ? null : description,
    sortOrder: Number(row.sortOrder),
    status: Number(row.status),
  };
}
