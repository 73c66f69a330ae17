import type { TableColumnsType } from 'antd';
import { isValidElement, type ReactNode } from 'react';

/**
 * How a list's row reads as a card on a phone, by its columns (key or dataIndex): the title, the tag at the
 * top right (a status) and the label: value lines (a column, or a line of its own such as 性别/年龄). Without
 * it the card is the first column as the title and the next few columns as lines.
 */
export interface ListCardSpec<T> {
  /** The field naming a record in the card's accessible names (详情“…”); default as the table's row names. */
  name?: string;
  title?: string;
  tag?: string;
  fields?: (string | CardPart<T>)[];
}

/** One part of a card: a column's title and its cell as the table renders it. */
export interface CardPart<T> {
  key: string;
  label: ReactNode;
  render(record: T, index: number): ReactNode;
}

export interface CardLayout<T> {
  title: CardPart<T> | null;
  tag: CardPart<T> | null;
  fields: CardPart<T>[];
}

/** Lines of the default card after its title. */
export const DEFAULT_CARD_LINES = 4;

type Column<T> = TableColumnsType<T>[number];

function dataIndexOf<T>(column: Column<T>): string | null {
  const { dataIndex } = column as { dataIndex?: unknown };
  return typeof dataIndex === 'string' && dataIndex !== '' ? dataIndex : null;
}

function idOf<T>(column: Column<T>): string | null {
  return column.key === undefined || column.key === null ? dataIndexOf(column) : String(column.key);
}

function names<T>(column: Column<T>): string[] {
  const dataIndex = dataIndexOf(column);
  const out = [idOf(column), dataIndex, dataIndex?.replace(/_dictText$/, '')];
  return out.filter((n): n is string => typeof n === 'string');
}

function cell(value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return '—';
  if (isValidElement(value) || typeof value !== 'object') return value as ReactNode;
  // A table cell may come as { children, props } (a cell spanning columns): a card shows its content.
  if ('children' in value) return cell((value as { children: unknown }).children);
  return Array.isArray(value) ? (value as ReactNode) : JSON.stringify(value);
}

function partOf<T>(column: Column<T>): CardPart<T> | null {
  const key = idOf(column);
  if (key === null) return null;
  const dataIndex = dataIndexOf(column);
  const { title, render } = column as {
    title?: unknown;
    render?: (value: unknown, record: T, index: number) => unknown;
  };
  return {
    key,
    label: typeof title === 'function' ? key : (title as ReactNode),
    render: (record, index) => {
      const value = dataIndex === null ? undefined : (record as Record<string, unknown>)[dataIndex];
      return cell(render ? render(value, record, index) : value);
    },
  };
}

/** The card of a row from the list's columns and the list's card spec (or the default card). */
export function cardLayoutOf<T>(columns: TableColumnsType<T>, spec: ListCardSpec<T> = {}): CardLayout<T> {
  const parts = columns.map((column) => ({ column, part: partOf(column) }));
  const find = (name: string | undefined) =>
    name === undefined ? null : (parts.find(({ column }) => names(column).includes(name))?.part ?? null);
  const usable = parts.flatMap(({ part }) => (part ? [part] : []));
  const title = spec.title === undefined ? (usable[0] ?? null) : find(spec.title);
  const tag = find(spec.tag);
  const fields = spec.fields
    ? spec.fields.flatMap((name) => {
        const part = typeof name === 'string' ? find(name) : name;
        return part ? [part] : [];
      })
    : usable.filter((p) => p !== title && p !== tag).slice(0, DEFAULT_CARD_LINES);
  return { title, tag, fields };
}
