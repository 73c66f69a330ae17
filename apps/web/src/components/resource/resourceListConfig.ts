import type { Resource, ResourceField, ResourceRow } from '@hcs/shared';
import { createElement, type ReactNode } from 'react';
import type { ListPageConfig, ListUrls, QueryField, SuperQueryField } from '../list/index.ts';
import { MaskedValue } from './MaskedValue.tsx';

type Row = Record<string, unknown>;

const fieldsOf = (resource: Resource) => Object.entries<ResourceField>(resource.fields);

/** A fixed choice's text (the value itself when it is none of them). */
const optionText = (options: NonNullable<ResourceField['options']>, value: unknown): string =>
  options.find((option) => option.value === value)?.text ?? String(value ?? '');

function queryField(name: string, field: ResourceField): QueryField {
  if (field.dict) return { name, label: field.label, type: 'dict', dictCode: field.dict };
  if (field.options) return { name, label: field.label, type: 'select', options: [...field.options] };
  switch (field.type) {
    case 'number':
      return { name, label: field.label, type: 'number' };
    case 'date':
    case 'datetime':
      return { name, label: field.label, type: 'dateRange' };
    case 'string':
      return field.match === 'exact'
        ? // Searched by its whole value (a masked ID number): sent as it is, not as contains.
          { name, label: field.label, type: 'input', match: 'eq', placeholder: `请输入完整的${field.label}` }
        : { name, label: field.label, type: 'input' };
  }
}

function superQueryField(name: string, field: ResourceField): SuperQueryField {
  if (field.match === 'exact') return { field: name, label: field.label, type: field.type, exact: true };
  if (field.options)
    return { field: name, label: field.label, type: field.type, options: [...field.options] };
  return field.dict
    ? { field: name, label: field.label, type: 'dict', dictCode: field.dict }
    : { field: name, label: field.label, type: field.type };
}

/**
 * A resource's list page (docs/resources.md): its URLs, query form, columns (dictionary fields show
 * their text), advanced query, detail and default sort, all from the one definition.
 */
export function resourceListConfig<R extends Resource, T extends object = ResourceRow<R>>(
  resource: R,
  options: {
    /** How a column shows its value, where the module shows more than the text (a tag, a link). */
    render?: Readonly<Record<string, (value: unknown, row: T) => ReactNode>>;
    /** A query control of the module's own for a field (a tree, a picker), given the derived one. */
    query?: Readonly<Record<string, (derived: QueryField) => QueryField>>;
    /**
     * The list's endpoints where they are not the standard `${path}/list` … (an online form's
     * getData/{code}, form/{code}, exportXls/{code}, importXls/{code}): these, and no others.
     */
    urls?: ListUrls;
  } = {},
): ListPageConfig<T> {
  const fields = fieldsOf(resource);
  const hasSheet = fields.some(([, field]) => field.sheet);
  const offers = (endpoint: 'export' | 'import') => hasSheet && !resource.without?.includes(endpoint);
  return {
    title: resource.title,
    urls: options.urls ?? {
      list: `${resource.path}/list`,
      delete: `${resource.path}/delete`,
      deleteBatch: `${resource.path}/deleteBatch`,
      ...(offers('export') ? { exportXls: `${resource.path}/exportXls` } : {}),
      ...(offers('import') ? { importExcel: `${resource.path}/importExcel` } : {}),
    },
    permissionPrefix: resource.permissionPrefix,
    defaultSort: { column: resource.defaultSort, order: 'desc' },
    queryFields: fields.flatMap(([name, field]) => {
      if (!field.search) return [];
      const derived = {
        ...queryField(name, field),
        ...(field.search === 'advanced' ? { advanced: true } : {}),
      };
      return [options.query?.[name]?.(derived) ?? derived];
    }),
    columns: fields.flatMap(([name, field]) =>
      field.list
        ? [
            {
              title: field.list.title ?? field.label,
              dataIndex: name,
              // A derived field (a joined name) is shown, not sorted on; nor is one matched by its whole value.
              sorter: field.list.sortable !== false && !field.derived && field.match !== 'exact',
              ...(field.list.width ? { width: field.list.width } : {}),
              ...(field.multiline || field.list.ellipsis ? { ellipsis: true } : {}),
              ...(options.render?.[name]
                ? { render: options.render[name] }
                : field.masked
                  ? {
                      // Masked for everyone; 查看完整 for whom may reveal it.
                      render: (value: unknown, row: T) =>
                        createElement(MaskedValue, {
                          resource,
                          field: name,
                          id: String((row as Row).id),
                          value,
                        }),
                    }
                  : field.dict
                    ? {
                        render: (value: unknown, row: T) =>
                          String((row as Row)[`${name}_dictText`] ?? value ?? ''),
                      }
                    : field.options
                      ? { render: (value: unknown) => optionText(field.options ?? [], value) }
                      : {}),
            },
          ]
        : [],
    ),
    superQueryFields: fields.flatMap(([name, field]) =>
      field.superQuery ? [superQueryField(name, field)] : [],
    ),
    detailFields: fields.flatMap(([name, field]) =>
      field.detail ? [{ field: name, label: field.label }] : [],
    ),
  };
}
