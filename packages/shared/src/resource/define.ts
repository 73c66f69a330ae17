import type { MaskKind } from './mask.ts';

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
  /** The message when a required field is left empty, where the family says it otherwise (字典名称不能为空). */
  requiredMessage?: string;
  /** Most characters (text). */
  max?: number;
  /** Fewest characters (text): with `max`, either is refused as {label}长度必须在{min}到{max}个字符之间. */
  min?: number;
  /** A pattern the value must match, with the message shown when it does not. */
  pattern?: { regex: RegExp; message: string };
  /**
   * A phone number: the phone keyboard in forms, and spaces and dashes stripped by both ends before the
   * pattern checks it (`mobile`: a mobile only, e.g. a login phone; `any`: a landline accepted too).
   */
  phone?: 'mobile' | 'any';
  /** Unique in the table: the form asks while typing (duplicate check), the save refuses a taken value. */
  unique?: boolean;
  /** A rule of the field's own, run by both ends on a non-empty value: the problem's message, or null. */
  check?: (value: string) => string | null;
  /** Shown under the form field. */
  hint?: string;
  /** Shown in the empty form field instead of 请输入{label} (an example of a value). */
  placeholder?: string;
  /** A JSON text: the API also takes the value itself (an array, an object) and keeps its JSON text. */
  json?: true;
  /** Numbers: the least and the most allowed ({label}最小为{min}, {label}最大为{max}). */
  range?: { min?: number; max?: number };
  /** Numbers: whole numbers only ({label}必须是整数). */
  integer?: true;
  /** What a new record starts with in the form, and what the server takes when the input leaves it out. */
  default?: string | number;
  /** Entered when adding only: an edit shows it and cannot change it (e.g. a number chosen for good). */
  fixed?: true;
  /** The refusal of a taken value (default: `{label}已存在: {value}`). */
  taken?: string;
  /** Resources deleted into a recycle bin: the refusal when the record holding the value is there. */
  takenInRecycleBin?: string;
  /** Accepted from the family's clients, but no control of the form (the screen does not show it). */
  apiOnly?: true;
  /** The refusal of a value that is not an item of the field's dictionary (default: the required message). */
  invalid?: string;
}

export interface ResourceField {
  /** As the screens name it, e.g. 职务编码. */
  label: string;
  type: ResourceFieldType;
  /** The dictionary whose item values it holds: a select in forms and queries, its text in lists. */
  dict?: string;
  /** Fixed choices instead of a dictionary (a field the server sets): a select in queries, their text in lists. */
  options?: readonly { value: string; text: string }[];
  /** Chosen from choices of the module's own (a registry, a picker), not typed: its messages say 请选择. */
  choice?: true;
  /** Several items of its dictionary, comma-joined (a multi-select; the list shows each item's text). */
  multiple?: true;
  /**
   * Not a column of its table: the server reads it from a join of the list's rows (a name for an id) or
   * adds it when it decorates them. Shown and exported, never entered; searched only where the server
   * joins it.
   */
  derived?: true;
  /**
   * Ids of other records, comma-joined, entered with the form and kept by the module in a table of links
   * (a user's roles): not a column of its table, never read back with the record.
   */
  links?: true;
  /** Entered in the add/edit form (absent: the server sets it, e.g. 创建时间). */
  input?: ResourceInput;
  /** Long text: a text area in forms (this many rows, growing to `maxRows`), cut short in the list. */
  multiline?: { minRows: number; maxRows: number };
  /** A column of the list, this wide (px; none: what is left), sortable; `ellipsis`: long text cut short. */
  list?: {
    width?: number;
    ellipsis?: true;
    sortable?: false;
    /** Its header where the column shows more than the field (a host with its port: 地址). */
    title?: string;
  };
  /** A field of the query form above the list ('advanced': shown when the form is expanded, 展开). */
  search?: true | 'advanced';
  /** A field of the advanced query (高级查询). */
  superQuery?: true;
  /**
   * Searched by its whole value only (`exact`): the list takes no contains, prefix, suffix, range, IN or
   * not-equal filter on it and never sorts on it, and the query form and the advanced query send 等于. Every
   * masked field says so, so nobody finds a masked value out a digit at a time.
   */
  match?: 'exact';
  /** Shown in the detail view (详情). */
  detail?: true;
  /** A column of the export and the import, this wide (characters). */
  sheet?: { width: number };
  /**
   * A secret (a password): entered, never sent back (lists, queryById, exports leave it out), and an
   * edit that leaves it empty keeps the stored one.
   */
  sensitive?: true;
  /**
   * Personal data masked for everyone in lists, pickers, details, the data log and exports (an export in
   * full only for holders of the resource's `reveal` permission); one record's value is revealed, and
   * logged, with 查看完整. A mask sent back by an edit keeps the stored value.
   */
  masked?: MaskKind;
  /** A number field whose dictionary holds 1 (on) and 0 (off): a switch in forms, showing their texts. */
  switch?: true;
  /** Never filtered, sorted or used by data rules (a rich-text body): only read and written. */
  queryable?: false;
}

/** A standard endpoint a resource may go without (e.g. records that only the system creates). */
export type OptionalResourceEndpoint =
  | 'add'
  | 'edit'
  | 'import'
  | 'export'
  | 'delete'
  | 'queryById'
  /** The paged list (and with it export and import), where the screen reads the records its own way (a tree). */
  | 'list';

/**
 * A rule across fields, run by both ends on the entered values (an empty one may be null, undefined or
 * ''): the problem, shown at `field`, or null.
 */
export interface ResourceCheck<F extends string = string> {
  field: F;
  /** The other fields it reads: the form checks again when one of them changes. */
  reads: readonly F[];
  problem: (values: Readonly<Partial<Record<F, unknown>>>) => string | null;
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
  /** Standard endpoints it does not have: neither end offers them. */
  without?: readonly OptionalResourceEndpoint[];
  /** Rules across fields (a page to open once an open type is chosen), beyond each field's own. */
  checks?: readonly ResourceCheck<F>[];
  /**
   * Who reveals a masked field's value of one record (`${path}/reveal`, logged in 敏感信息查看日志) and
   * exports them in full; `name` is the field naming whose record it is in that log.
   */
  reveal?: { permission: string; name: F };
  /** Parameters its list takes besides its fields' filters, which the module reads (a department's users). */
  listParams?: readonly string[];
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
    if ((field.input?.max !== undefined || field.input?.min !== undefined) && field.type !== 'string') {
      throw new Error(`${resource.title}.${name}: a length limit needs a text field`);
    }
    if (field.sensitive && (field.list || field.detail || field.sheet || field.search || field.superQuery)) {
      throw new Error(`${resource.title}.${name}: a secret is never shown, searched or exported`);
    }
    if ((field.input?.range || field.input?.integer) && field.type !== 'number') {
      throw new Error(`${resource.title}.${name}: a range needs a number field`);
    }
    if (
      field.links &&
      (!field.input || field.list || field.detail || field.sheet || field.search || field.superQuery)
    ) {
      throw new Error(`${resource.title}.${name}: links are entered, never shown or searched`);
    }
    if (field.derived && field.input) {
      throw new Error(`${resource.title}.${name}: a derived field is never entered`);
    }
    if (field.switch && !(field.type === 'number' && field.dict)) {
      throw new Error(`${resource.title}.${name}: a switch is a number field with a dictionary`);
    }
    if (field.multiple && !field.dict) {
      throw new Error(`${resource.title}.${name}: several items need a dictionary`);
    }
    if (field.options && field.input) {
      throw new Error(`${resource.title}.${name}: fixed options are for fields the server sets`);
    }
    if (field.masked && (field.type !== 'string' || field.sensitive)) {
      throw new Error(`${resource.title}.${name}: a masked field is a shown text`);
    }
    if (field.masked && field.match !== 'exact') {
      throw new Error(`${resource.title}.${name}: a masked field is searched by its whole value only`);
    }
    if (field.queryable === false && (field.list || field.search || field.superQuery)) {
      throw new Error(`${resource.title}.${name}: a field never queried is not a list column or a filter`);
    }
  }
  return resource;
}

/** A field's value as the API carries it. */
type ValueOf<T extends ResourceFieldType> = T extends 'number' ? number : string;

/**
 * A record of a resource as its list and queryById send it: its id and every field but the secrets and
 * links (null where empty, unless the form requires it), and the dictionary texts the list adds. Derive a screen's row type from it.
 */
export type ResourceRow<R extends { fields: Record<string, ResourceField> }> = {
  /** Text, or the number a resource whose id is one of its fields (chosen for good) is known by. */
  id: R['fields'] extends { id: { type: 'number' } } ? number : string;
} & {
  -readonly [K in keyof R['fields'] & string as K extends 'id'
    ? never
    : R['fields'][K] extends { sensitive: true } | { links: true }
      ? never
      : K]: R['fields'][K] extends { input: { required: true } }
    ? ValueOf<R['fields'][K]['type']>
    : ValueOf<R['fields'][K]['type']> | null;
} & {
  -readonly [K in keyof R['fields'] & string as R['fields'][K] extends { dict: string }
    ? `${K}_dictText`
    : never]?: string;
};

/**
 * What a form of a resource sends once the server has checked it: every entered field, its type's value
 * (null where empty, unless the form requires it). For a module's commands that save a resource's fields.
 */
export type ResourceInputValues<R extends { fields: Record<string, ResourceField> }> = {
  -readonly [K in keyof R['fields'] & string as R['fields'][K] extends { input: object }
    ? K
    : never]: R['fields'][K] extends { input: { required: true } } | { input: { default: string | number } }
    ? ValueOf<R['fields'][K]['type']>
    : ValueOf<R['fields'][K]['type']> | null;
};

/** The fields a form enters, in order. */
export const inputFields = <F extends string>(resource: Resource<F>) =>
  (Object.entries(resource.fields) as [F, ResourceField][]).filter(
    (entry): entry is [F, ResourceField & { input: ResourceInput }] => entry[1].input !== undefined,
  );

/** The messages of a field's rules, the same on both ends. */
export const resourceMessages = {
  required: (field: ResourceField) => `${field.dict || field.choice ? '请选择' : '请输入'}${field.label}`,
  /** A required field left empty. */
  empty: (field: ResourceField): string => field.input?.requiredMessage ?? resourceMessages.required(field),
  max: (field: ResourceField, max: number) => `${field.label}不能超过${max}个字符`,
  length: (field: ResourceField, min: number, max: number) =>
    `${field.label}长度必须在${min}到${max}个字符之间`,
  tooShort: (field: ResourceField, min: number) => `${field.label}不能少于${min}个字符`,
  /** A value that is not a date (or date and time) of the form the field takes. */
  format: (field: ResourceField) =>
    `${field.label}格式应为 ${field.type === 'datetime' ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD'}`,
  taken: (field: ResourceField, value: string) => field.input?.taken ?? `${field.label}已存在: ${value}`,
  notFound: (resource: Resource) => `未找到对应的${resource.title}`,
  notInteger: (field: ResourceField) => `${field.label}必须是整数`,
  below: (field: ResourceField, min: number) => `${field.label}最小为${min}`,
  above: (field: ResourceField, max: number) => `${field.label}最大为${max}`,
};

/** snake_case of an API field name: the column (createTime → create_time). */
export const columnOf = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
