import type { Resource, ResourceField } from '@hcs/shared';
import type { SelectQueryBuilder } from 'kysely';
import type { SheetColumn } from '../excel/columns.ts';
import { defineEntity, type EntitySpec } from '../query/entity.ts';

const entities = new WeakMap<Resource, EntitySpec>();

/**
 * Where a resource's records are read from when its base names its table with an alias and joins other
 * tables: the alias, and the derived fields the joins give (e.g. `{ alias: 'a', joined: { departName:
 * 'd.departName' } }` for `selectFrom('woAudience as a').leftJoin('sysDepart as d', …)`).
 */
export interface ResourceFrom {
  alias: string;
  joined?: Readonly<Record<string, string>>;
}

/** The column of a field in the base (undefined: a derived field the module adds when decorating). */
function columnIn(name: string, field: ResourceField, from: ResourceFrom | undefined): string | undefined {
  // A secret is never filtered, sorted or ruled on (a hash read by prefix is a hash read); links are no column.
  if (field.sensitive || field.links) return undefined;
  if (field.derived) return from?.joined?.[name];
  return from ? `${from.alias}.${name}` : name;
}

/**
 * The list registry of a resource (one per resource; the first call, its module's, decides): its id
 * (a record picker looks its values' labels up by id) and every field, by its API name, filterable and
 * sortable — but a derived field only where the base joins it and a screen searches it. `extraParams` are request parameters
 * the module's own routes read (e.g. a work-order list's 仅看超期).
 */
export function resourceEntity(
  resource: Resource,
  options: { from?: ResourceFrom; extraParams?: readonly string[] } = {},
): EntitySpec {
  const known = entities.get(resource);
  if (known) return known;
  const { from } = options;
  const fields = Object.entries<ResourceField>(resource.fields).flatMap(([name, field]) => {
    // A joined field is read by every list, but filtered only where a screen searches it (not, say, an ID
    // number a masked list shows).
    const searched = field.search || field.superQuery;
    const column = field.derived && !searched ? undefined : columnIn(name, field, from);
    return column
      ? [
          [
            name,
            {
              column,
              type: field.type,
              ...(field.dict ? { dict: field.dict } : {}),
              ...(field.queryable === false ? { queryable: false } : {}),
              ...(field.match === 'exact' ? { exact: { label: field.label } } : {}),
            },
          ] as const,
        ]
      : [];
  });
  const entity = defineEntity({
    title: resource.title,
    defaultSort: resource.defaultSort,
    ...(resource.menuComponent ? { menuComponent: resource.menuComponent } : {}),
    ...(options.extraParams || resource.listParams
      ? { extraParams: [...(options.extraParams ?? []), ...(resource.listParams ?? [])] }
      : {}),
    fields: Object.fromEntries([
      ['id', { column: from ? `${from.alias}.id` : 'id', type: 'string' }],
      ...fields,
    ]),
  });
  entities.set(resource, entity);
  return entity;
}

/**
 * What a record of a resource is read with: its id and every field but the secrets (a derived field
 * where the base joins it), each named as the API names it.
 */
export function resourceSelection(resource: Resource, from?: ResourceFrom): string[] {
  const fields = Object.entries<ResourceField>(resource.fields).flatMap(([name, field]) => {
    const column = field.sensitive || name === 'id' ? undefined : columnIn(name, field, from);
    if (!column) return [];
    return [column === name ? name : `${column} as ${name}`];
  });
  return [from ? `${from.alias}.id as id` : 'id', ...fields];
}

/** Selects a record of the resource, as `resourceSelection` names its columns, on any base. */
export function resourceSelect(resource: Resource, from?: ResourceFrom) {
  const columns = resourceSelection(resource, from);
  return <DB, TB extends keyof DB>(qb: SelectQueryBuilder<DB, TB, object>) =>
    // The columns come from the definition, which the compiler cannot follow to the tables.
    (qb as unknown as SelectQueryBuilder<Record<string, Record<string, unknown>>, string, object>).select(
      columns,
    ) as unknown as SelectQueryBuilder<DB, TB, Record<string, unknown>>;
}

/** The columns of the resource's export and import, in the order of its fields. */
export const resourceSheetColumns = (resource: Resource): SheetColumn[] =>
  Object.entries(resource.fields).flatMap(([name, field]) =>
    field.sheet
      ? [
          {
            field: name,
            title: field.label,
            width: field.sheet.width,
            ...(field.dict ? { dict: field.dict } : {}),
          },
        ]
      : [],
  );
