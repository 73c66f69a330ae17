import type { ReactNode } from 'react';
import type { DetailItem } from './DetailModal.tsx';
import type { ListPageConfig } from './types.ts';

function text(record: object, field: string): string {
  const values = record as Record<string, unknown>;
  const value = values[`${field}_dictText`] ?? values[field];
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function columnFields<T>(config: ListPageConfig<T>): { field: string; label: ReactNode }[] {
  const out: { field: string; label: ReactNode }[] = [];
  for (const column of config.columns) {
    const { dataIndex, title } = column as { dataIndex?: unknown; title?: unknown };
    if (typeof dataIndex !== 'string' || dataIndex === '') continue;
    out.push({
      field: dataIndex.replace(/_dictText$/, ''),
      label: typeof title === 'function' ? dataIndex : (title as ReactNode),
    });
  }
  return out;
}

/** The detail modal's items: the configured detail fields, else the table's columns; dictionary texts first. */
export function detailItemsOf<T>(config: ListPageConfig<T>, record: T | null): DetailItem[] {
  if (!record) return [];
  const fields = config.detailFields ?? columnFields(config);
  return fields.map(({ field, label }) => ({ key: field, label, children: text(record as object, field) }));
}
