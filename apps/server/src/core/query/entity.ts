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
  /**
   * Matched by its whole value only (a masked ID number, named by `label` in refusals): equality is the one
   * filter it takes — no contains, prefix, suffix, range, IN or not-equal — and it is never sorted on, so a
   * masked value cannot be found out a character at a time.
   */
  exact?: { label: string };
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
  /**
   * The urls of the menu entries whose data rules limit this list, where one component serves many
   * lists (an online form's generated list: /online/cgformList/{id}); instead of `menuComponent`.
   */
  menuUrls?: readonly string[];
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
