/** How a list field is stored and compared. */
export type FieldType = 'string' | 'number' | 'date' | 'datetime';

export interface FieldSpec {
  /** The column (or `alias.column`) in the query the list runs over, in the code's camelCase naming. */
  column: string;
  type: FieldType;
  /** Dictionary code whose text is added as `<field>_dictText`. */
  dict?: string;
  /** false = the field may be shown but not filtered or sorted on (e.g. long text). */
  queryable?: boolean;
}

/**
 * The registry entry of one listable entity: the only names a client may filter, sort or super-query
 * on. Nothing outside it ever reaches SQL.
 */
export interface EntitySpec {
  /** For messages, e.g. 用户. */
  title: string;
  fields: Record<string, FieldSpec>;
  /** Field sorted on when the client names none (the family's default is createTime desc). */
  defaultSort: string;
  /** Request parameters the route itself reads, which the list layer must leave alone. */
  extraParams?: readonly string[];
  /**
   * The component of the menu whose data rules (数据规则) limit this list, e.g. system/UserList. Rule
   * columns are names of `fields`.
   */
  menuComponent?: string;
}

const byMenuComponent = new Map<string, EntitySpec>();

export function defineEntity(spec: EntitySpec): EntitySpec {
  for (const name of [spec.defaultSort]) {
    if (!spec.fields[name]) throw new Error(`${spec.title}: default sort field ${name} is not registered`);
  }
  if (spec.menuComponent) byMenuComponent.set(spec.menuComponent, spec);
  return spec;
}

/** The components of the menus whose data rules limit an entity (every scoped entity, once registered). */
export const scopedMenuComponents = (): string[] => [...byMenuComponent.keys()];

/** The list entity a menu's data rules apply to, by the menu's component (undefined: none). */
export function entityForMenuComponent(component: string | null | undefined): EntitySpec | undefined {
  return component ? byMenuComponent.get(component) : undefined;
}
