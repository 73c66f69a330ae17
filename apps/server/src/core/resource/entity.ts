import type { Resource } from '@hcs/shared';
import type { SheetColumn } from '../excel/columns.ts';
import { defineEntity, type EntitySpec } from '../query/entity.ts';

const entities = new WeakMap<Resource, EntitySpec>();

/** The list registry of a resource (one per resource): every field, by its API name, filterable and sortable. */
export function resourceEntity(resource: Resource): EntitySpec {
  const known = entities.get(resource);
  if (known) return known;
  const entity = defineEntity({
    title: resource.title,
    defaultSort: resource.defaultSort,
    ...(resource.menuComponent ? { menuComponent: resource.menuComponent } : {}),
    fields: Object.fromEntries(
      Object.entries(resource.fields).map(([name, field]) => [
        name,
        { column: name, type: field.type, ...(field.dict ? { dict: field.dict } : {}) },
      ]),
    ),
  });
  entities.set(resource, entity);
  return entity;
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
