/**
 * A resource: one entity of the back office declared once (docs/resources.md). The server derives its
 * endpoints, input schema, list registry, sheet columns and uniqueness checks from it; the web its list
 * columns, query form, advanced query, form fields with the same rules, and detail view.
 */

/** How a field is stored and compared. */
export type ResourceFieldType = 'string' | 'number' | 'date' | 'datetime';

/** What a form may enter in a field, checked the same way by the form and by the server. */
export interface ResourceInput {
  required?: boolean;
  /** Most characters (text). */
  max?: number;
  /** A pattern the value must match, with the message shown when it does not. */
  pattern?: { regex: RegExp; message: string };
  /** Unique in the table: the form asks while typing (duplicate check), the save refuses a taken value. */
  unique?: boolean;
  /** A rule of the field's own, run by both ends on a non-empty value: the problem's message, or null. */
  check?: (value: string) => string | null;
  /** Shown under the form field. */
  hint?: string;
}

export interface ResourceField {
  /** As the screens name it, e.g. 职务编码. */
  label: string;
  type: ResourceFieldType;
  /** The dictionary whose item values it holds: a select in forms and queries, its text in lists. */
  dict?: string;
  /** Entered in the add/edit form (absent: the server sets it, e.g. 创建时间). */
  input?: ResourceInput;
  /** Long text: a text area in forms (this many rows, growing to `maxRows`), cut short in the list. */
  multiline?: { minRows: number; maxRows: number };
  /** A column of the list, this wide (px; none: what is left), sortable. */
  list?: { width?: number };
  /** A field of the query form above the list. */
  search?: true;
  /** A field of the advanced query (高级查询). */
  superQuery?: true;
  /** Shown in the detail view (详情). */
  detail?: true;
  /** A column of the export and the import, this wide (characters). */
  sheet?: { width: number };
  /**
   * A secret (a password): entered, never sent back (lists, queryById, exports leave it out), and an
   * edit that leaves it empty keeps the stored one.
   */
  sensitive?: true;
}

export interface Resource<F extends string = string> {
  /** e.g. 职务: messages, the export's name, the detail's title. */
  title: string;
  /** The table, e.g. sys_position. */
  table: string;
  /** The API path of its standard endpoints, e.g. /sys/position → /sys/position/list … */
  path: string;
  /** e.g. system:position → :list, :add, :edit, :delete, :export, :import. */
  permissionPrefix: string;
  /** The menu component whose data rules limit it, e.g. system/SysPositionList; rules use its fields. */
  menuComponent?: string;
  /** The field the list is sorted on when the client names none. */
  defaultSort: F;
  /** In the order the screens show them. Names are the API's (camelCase of the columns). */
  fields: Record<F, ResourceField>;
}

/** Declares a resource, checking what the type system cannot. */
export function defineResource<const Fields extends Record<string, ResourceField>>(
  resource: Omit<Resource<keyof Fields & string>, 'defaultSort' | 'fields'> & {
    fields: Fields;
    defaultSort: NoInfer<keyof Fields & string>;
  },
): Resource<keyof Fields & string> & { fields: Fields } {
  if (!resource.fields[resource.defaultSort]) {
    throw new Error(`${resource.title}: the default sort ${resource.defaultSort} is not a field`);
  }
  for (const [name, field] of Object.entries<ResourceField>(resource.fields)) {
    if (field.input?.max !== undefined && field.type !== 'string') {
      throw new Error(`${resource.title}.${name}: a length limit needs a text field`);
    }
    if (field.sensitive && (field.list || field.detail || field.sheet || field.search || field.superQuery)) {
      throw new Error(`${resource.title}.${name}: a secret is never shown, searched or exported`);
    }
  }
  return resource;
}

/** A field's value as the API carries it. */
type ValueOf<T extends ResourceFieldType> = T extends 'number' ? number : string;

/**
 * A record of a resource as its list and queryById send it: its id and every field but the secrets
 * (null where empty, unless the form requires it), and the dictionary texts the list adds. Derive a screen's row type from it.
 */
export type ResourceRow<R extends { fields: Record<string, ResourceField> }> = { id: string } & {
  -readonly [K in keyof R['fields'] & string as R['fields'][K] extends { sensitive: true }
    ? never
    : K]: R['fields'][K] extends { input: { required: true } }
    ? ValueOf<R['fields'][K]['type']>
    : ValueOf<R['fields'][K]['type']> | null;
} & {
  -readonly [K in keyof R['fields'] & string as R['fields'][K] extends { dict: string }
    ? `${K}_dictText`
    : never]?: string;
};

/** The fields a form enters, in order. */
export const inputFields = <F extends string>(resource: Resource<F>) =>
  (Object.entries(resource.fields) as [F, ResourceField][]).filter(
    (entry): entry is [F, ResourceField & { input: ResourceInput }] => entry[1].input !== undefined,
  );

/** The messages of a field's rules, the same on both ends. */
export const resourceMessages = {
  required: (field: ResourceField) => `${field.dict ? '请选择' : '请输入'}${field.label}`,
  max: (field: ResourceField, max: number) => `${field.label}不能超过${max}个字符`,
  taken: (field: ResourceField, value: string) => `${field.label}已存在: ${value}`,
  notFound: (resource: Resource) => `未找到对应的${resource.title}`,
};

/** snake_case of an API field name: the column (createTime → create_time). */
export const columnOf = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
