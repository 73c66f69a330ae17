import { columnOf, type Resource, type ResourceField, type ResourceInput } from '../resource/define.ts';
import { RULE_PRESETS, type RulePreset } from '../validation/rulePresets.ts';
import {
  ONLINE_FIELD_NAME,
  ONLINE_TABLE_PREFIX,
  type OnlineFormDefinition,
  type OnlineFormField,
  type OnlineShowType,
} from './form.ts';
import { onlineLinkDownLevels } from './linkDown.ts';

/**
 * An online form's definition as a resource of the engine (docs/resources.md): the server serves its
 * records through the engine's list, input schema, sheet columns and data rules, the web builds its
 * generated list, query form, advanced query and form from the same resource.
 *
 * Field names: a form's fields are designed in snake_case (`db_field_name`, its column); the API names
 * them in camelCase (`dbFieldName`), as it names every column of every resource (`columnOf` turns the
 * API name back into the column). {@link onlineApiName} is the one mapping, used by both ends; a designed
 * name must map back onto itself ({@link onlineFieldNameProblem}).
 */

/** The API path of a form's runtime endpoints: getColumns/{code}, getData/{code}, form/{code} … */
export const ONLINE_FORM_API = '/online/cgform/api';

/** The physical table of a form's records. */
export const onlineTableOf = (tableName: string) => `${ONLINE_TABLE_PREFIX}${tableName}`;

/**
 * The API name of a designed field (its column in camelCase, exactly as the server's database layer
 * names the columns it reads): user_name → userName, addr_2 → addr2.
 */
export const onlineApiName = (dbFieldName: string) =>
  dbFieldName.replace(/_+([^_])/g, (_, next: string) => next.toUpperCase()).replace(/_+$/, '');

/**
 * Why a designed field name cannot be a form's field (null: it can): it must match ONLINE_FIELD_NAME and
 * its API name must map back onto it (no `__`, no `_` before a digit, none at the end).
 */
export function onlineFieldNameProblem(dbFieldName: string): string | null {
  if (!ONLINE_FIELD_NAME.test(dbFieldName)) {
    return `字段名 ${dbFieldName.slice(0, 40)} 只能由小写字母、数字和下划线组成，且以字母开头`;
  }
  if (columnOf(onlineApiName(dbFieldName)) !== dbFieldName) {
    return `字段名 ${dbFieldName} 不能含连续的下划线、下划线后紧跟数字或以下划线结尾`;
  }
  return null;
}

/** The columns the server sets on every form's table, by their API names, as the detail shows them. */
const SYSTEM_FIELDS: Record<string, ResourceField> = {
  createBy: { label: '创建人', type: 'string', detail: true, superQuery: true },
  createTime: { label: '创建日期', type: 'datetime', detail: true, superQuery: true },
  updateBy: { label: '更新人', type: 'string', detail: true },
  updateTime: { label: '更新日期', type: 'datetime', detail: true },
  sysOrgCode: { label: '所属部门', type: 'string', detail: true },
};

/** The API names of the system fields a form's records carry (besides id; tenantId is never sent). */
export const ONLINE_SYSTEM_API_FIELDS = Object.keys(SYSTEM_FIELDS);

/** Show types whose values are items of the field's dictionary. */
const DICT_SHOW_TYPES: ReadonlySet<OnlineShowType> = new Set<OnlineShowType>([
  'list',
  'radio',
  'checkbox',
  'list_multi',
  'sel_search',
]);

/** Show types that hold several comma-joined items. */
const MULTIPLE_SHOW_TYPES: ReadonlySet<OnlineShowType> = new Set<OnlineShowType>(['checkbox', 'list_multi']);

/** Show types whose text is long: a text area, never a list filter. */
const LONG_TEXT_SHOW_TYPES: ReadonlySet<OnlineShowType> = new Set<OnlineShowType>(['umeditor', 'markdown']);

/** The dictionary of a field: its code, or a table dictionary as `table,text,code` (null: none). */
export function onlineFieldDict(field: OnlineFormField): string | null {
  if (!DICT_SHOW_TYPES.has(field.fieldShowType)) return null;
  const code = field.dictField?.trim();
  if (!code) return null;
  const table = field.dictTable?.trim();
  const text = field.dictText?.trim();
  return table && text ? `${table},${text},${code}` : code;
}

/** A default value the server resolves: a system variable #{…} or a fill rule ${…}. */
export const ONLINE_DEFAULT_VARIABLE = /^#\{(sysUserCode|sysUserName|sysOrgCode|sysDate|sysTime)\}$/;
export const ONLINE_DEFAULT_FILL_RULE = /^\$\{([A-Za-z0-9_-]{1,64})\}$/;

/** The family's short validation codes, as presets. */
export const FAMILY_VALID_TYPES: Readonly<Record<string, RulePreset>> = {
  m: RULE_PRESETS.mobile,
  e: RULE_PRESETS.email,
  url: RULE_PRESETS.url,
  s: RULE_PRESETS.letters,
  n: { pattern: /^-?\d+(\.\d+)?$/, message: '请输入数字', test: (v) => /^-?\d+(\.\d+)?$/.test(v) },
  z: { pattern: /^-?\d+$/, message: '请输入整数', test: (v) => /^-?\d+$/.test(v) },
  p: { pattern: /^\d{6}$/, message: '请输入正确的邮政编码', test: (v) => /^\d{6}$/.test(v) },
};

/** A field's validation as a pattern: `/source/flags`. */
export const ONLINE_VALID_PATTERN = /^\/(.+)\/([imsu]*)$/s;

/**
 * Whether a field's validation (fieldValidType) names one the runtime knows: a preset of spec §5 (by its
 * RULE_PRESETS key or the family's short code), `only` (unique), `*` (required), or a `/pattern/flags`
 * (whose safety the server checks).
 */
export const isOnlineValidKeyword = (valid: string): boolean =>
  valid === 'only' ||
  valid === '*' ||
  Object.hasOwn(RULE_PRESETS, valid) ||
  Object.hasOwn(FAMILY_VALID_TYPES, valid);

/** What a field's validation (fieldValidType) asks of a value: a preset, a pattern, unique or required. */
function validation(field: OnlineFormField, label: string): Partial<ResourceInput> {
  const valid = field.fieldValidType?.trim();
  if (!valid) return {};
  if (valid === 'only') return { unique: true };
  if (valid === '*') return { required: true };
  const preset = (RULE_PRESETS as Record<string, RulePreset>)[valid] ?? FAMILY_VALID_TYPES[valid];
  if (preset) return { check: (value) => (preset.test(value) ? null : preset.message) };
  const pattern = ONLINE_VALID_PATTERN.exec(valid);
  if (pattern?.[1]) {
    try {
      return { pattern: { regex: new RegExp(pattern[1], pattern[2]), message: `${label}格式不正确` } };
    } catch {
      // A pattern that does not compile checks nothing; the designer sees it in the design screen.
      return {};
    }
  }
  return {};
}

function fieldType(field: OnlineFormField): ResourceField['type'] {
  switch (field.dbType) {
    case 'int':
    case 'double':
    case 'BigDecimal':
      return 'number';
    case 'Date':
      return 'date';
    case 'Datetime':
      return 'datetime';
    default:
      return 'string';
  }
}

export interface OnlineResourceOptions {
  /** Fields (db names) the caller may not see: left out of the resource altogether. */
  hidden?: readonly string[];
  /** Fields (db names) the caller may see but not change, besides those designed read-only. */
  readOnly?: readonly string[];
}

/** An online form as a resource, with what the engine's resource does not say. */
export interface OnlineFormResource extends Resource {
  /** The form's table name (without the prefix), e.g. test_order. */
  tableName: string;
  /** API name → column (db field name) of every designed field the resource has. */
  columns: Readonly<Record<string, string>>;
  /** API names of the entered fields the form shows disabled and the server never writes. */
  readOnly: readonly string[];
  /** API names of the query fields searched as a range (*_begin / *_end). */
  ranges: readonly string[];
  /** API name → default the server resolves (`#{sysUserCode}`, `${fillRuleCode}`). */
  serverDefaults: Readonly<Record<string, string>>;
  /** A tree form: the API names of its parent field and has-children field. */
  tree: { parent: string; hasChildren: string; text: string | null } | null;
  /** A sub table: API name of its foreign key field → the main table's db field it holds. */
  foreignKeys: readonly { field: string; mainField: string }[];
}

function onlineField(
  field: OnlineFormField,
  readOnly: boolean,
  serverSet: boolean,
  chainDict: string | null,
): { field: ResourceField; serverDefault: string | null } {
  const label = field.dbFieldTxt || field.dbFieldName;
  const type = fieldType(field);
  // A level of linked selects (link_down) holds a row of the chain's table: its text shows as that table's.
  const dict = chainDict ?? onlineFieldDict(field);
  const secret = field.fieldShowType === 'password';
  const long = LONG_TEXT_SHOW_TYPES.has(field.fieldShowType) || field.dbType === 'Blob';
  const queryable = !long || field.isQuery === 1;
  const shownInList = field.isShowList === 1 && !secret && queryable;
  const out: ResourceField = { label, type };
  if (dict) out.dict = dict;
  if (dict && !chainDict && MULTIPLE_SHOW_TYPES.has(field.fieldShowType)) out.multiple = true;
  if (secret) out.sensitive = true;
  if (!queryable) out.queryable = false;
  if (field.fieldShowType === 'textarea' || long) out.multiline = { minRows: 3, maxRows: 8 };
  let serverDefault: string | null = null;
  if (field.isShowForm === 1 && !serverSet) {
    const input: ResourceInput = {};
    const fallback = field.fieldDefaultValue?.trim();
    if (fallback && (ONLINE_DEFAULT_VARIABLE.test(fallback) || ONLINE_DEFAULT_FILL_RULE.test(fallback))) {
      serverDefault = fallback;
    } else if (fallback) {
      const number = Number(fallback);
      input.default = type === 'number' && Number.isFinite(number) ? number : fallback;
    }
    if (!readOnly) {
      if (field.fieldMustInput === '1' || field.dbIsNull === 0) input.required = true;
      if (type === 'string' && field.dbType === 'string' && field.dbLength > 0) input.max = field.dbLength;
      if (field.dbType === 'int') input.integer = true;
      const { pattern, check, ...rules } = validation(field, label);
      Object.assign(input, rules);
      // A number or a date is checked by its type; a text pattern would not read it.
      if (type === 'string' && pattern) input.pattern = pattern;
      if (type !== 'date' && type !== 'datetime' && check) input.check = check;
    }
    out.input = input;
  }
  if (shownInList) {
    out.list = {
      ...(type === 'string' && !dict ? { ellipsis: true as const } : {}),
      ...(field.sortFlag === 1 ? {} : { sortable: false as const }),
    };
  }
  if (field.isQuery === 1 && !secret) out.search = true;
  if (!secret && queryable && (field.isShowList === 1 || field.isQuery === 1)) out.superQuery = true;
  if (!secret && (field.isShowForm === 1 || field.isShowList === 1)) {
    out.detail = true;
    out.sheet = { width: Math.min(40, Math.max(12, Math.ceil((field.fieldLength ?? 120) / 8))) };
  }
  return { field: out, serverDefault };
}

/**
 * The resource of an online form: title = tableTxt, table = ol_<tableName>, path = ONLINE_FORM_API,
 * permissions online:<tableName>:<action>, its designed fields (but the id and the system fields, which
 * it adds as shown, never entered) under their API names, sorted on createTime. `options` narrows it to
 * what one caller may see and change (field permissions).
 */
export function onlineFormResource(
  definition: OnlineFormDefinition,
  options: OnlineResourceOptions = {},
): OnlineFormResource {
  const { head } = definition;
  const hidden = new Set(options.hidden ?? []);
  const lockedByPermission = new Set(options.readOnly ?? []);
  const systemColumns = new Set<string>([
    'id',
    'tenant_id',
    'create_by',
    'create_time',
    'update_by',
    'update_time',
    'sys_org_code',
  ]);
  const tree =
    head.isTree === 'Y' && head.treeParentIdField && head.treeIdField
      ? {
          parent: onlineApiName(head.treeParentIdField),
          hasChildren: onlineApiName(head.treeIdField),
          text: head.treeFieldname ? onlineApiName(head.treeFieldname) : null,
        }
      : null;
  const fields: Record<string, ResourceField> = {};
  const columns: Record<string, string> = {};
  const readOnly: string[] = [];
  const ranges: string[] = [];
  const serverDefaults: Record<string, string> = {};
  const foreignKeys: { field: string; mainField: string }[] = [];
  const chained = onlineLinkDownLevels(definition.fields);
  for (const field of definition.fields) {
    const name = field.dbFieldName;
    if (systemColumns.has(name) || hidden.has(name) || onlineFieldNameProblem(name)) continue;
    const api = onlineApiName(name);
    const locked = field.isReadOnly === 1 || lockedByPermission.has(name);
    // The has-children flag of a tree is kept by the server alone.
    const serverSet = tree?.hasChildren === api;
    const chain = chained.get(name)?.config;
    const chainDict = chain ? `${chain.table},${chain.txt},${chain.key}` : null;
    const built = onlineField(field, locked, serverSet, chainDict);
    // 添加下级 sets a tree's parent even where the designer keeps that field out of the form.
    if (tree?.parent === api && !built.field.input && !locked) built.field.input = { apiOnly: true };
    fields[api] = built.field;
    columns[api] = name;
    if (locked && built.field.input) readOnly.push(api);
    if (built.serverDefault) serverDefaults[api] = built.serverDefault;
    if (field.isQuery === 1 && field.queryMode === 'group') ranges.push(api);
    if (head.tableType === 2 && field.mainField?.trim()) {
      foreignKeys.push({ field: api, mainField: field.mainField.trim() });
    }
  }
  return {
    title: head.tableTxt,
    table: onlineTableOf(head.tableName),
    path: ONLINE_FORM_API,
    permissionPrefix: `online:${head.tableName}`,
    defaultSort: 'createTime',
    fields: { ...fields, ...SYSTEM_FIELDS },
    tableName: head.tableName,
    columns,
    readOnly,
    ranges,
    serverDefaults,
    tree,
    foreignKeys,
  };
}
