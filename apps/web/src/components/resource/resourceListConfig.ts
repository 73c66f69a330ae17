import type { Resource, ResourceField, ResourceRow } from '@hcs/shared';
import type { ReactNode } from 'react';
import type { ListPageConfig, QueryField, SuperQueryField } from '../list/index.ts';

type Row = Record<string, unknown>;

const fieldsOf = (resource: Resource) => Object.entries<ResourceField>(resource.fields);

function queryField(name: string, field: ResourceField): QueryField {
  if (field.dict) return { name, label: field.label, type: 'dict', dictCode: field.dict };
  switch (field.type) {
    case 'number':
      return { name, label: field.label, type: 'number' };
    case 'date':
    case 'datetime':
      return { name, label: field.label, type: 'dateRange' };
    case 'string':
      return { name, label: field.label, type: 'input' };
  }
}

function superQueryField(name: string, field: ResourceField): SuperQueryField {
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
  } = {},
): ListPageConfig<T> {
  const fields = fieldsOf(resource);
  const hasSheet = fields.some(([, field]) => field.sheet);
  return {
    title: resource.title,
    urls: {
      list: `${resource.path}/list`,
      delete: `${resource.path}/delete`,
      deleteBatch: `${resource.path}/deleteBatch`,
      ...(hasSheet
        ? { exportXls: `${resource.path}/exportXls`, importExcel: `${resource.path}/importExcel` }
        : {}),
    },
    permissionPrefix: resource.permissionPrefix,
    defaultSort: { column: resource.defaultSort, order: 'desc' },
    queryFields: fields.flatMap(([name, field]) => (field.search ? [queryField(name, field)] : [])),
    columns: fields.flatMap(([name, field]) =>
      field.list
        ? [
            {
              title: field.label,
              dataIndex: name,
              sorter: true,
              ...(field.list.width ? { width: field.list.width } : {}),
              ...(field.multiline ? { ellipsis: true } : {}),
              ...(options.render?.[name]
                ? { render: options.render[name] }
                : field.dict
                  ? {
                      render: (value: unknown, row: T) =>
                        String((row as Row)[`${name}_dictText`] ?? value ?? ''),
                    }
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
