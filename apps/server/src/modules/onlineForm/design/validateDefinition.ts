// biome-ignore-all lint/suspicious/noTemplateCurlyInString: a default value names a fill rule as ${code}.
import {
  isOnlineValidKeyword,
  ONLINE_DECIMAL_PRECISION,
  ONLINE_SHOW_TYPES,
  ONLINE_STRING_LENGTH,
  ONLINE_SYSTEM_FIELDS,
  ONLINE_VALID_PATTERN,
  onlineFieldNameProblem,
  onlineReservedTableNameProblem,
  onlineReservedWordProblem,
  parseLinkDownConfig,
} from '@hcs/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../core/db/schema.ts';
import { parseWhere } from '../../../core/dict/dictCode.ts';
import { resolveTableDict } from '../../../core/dict/tableDicts.ts';
import { BusinessError } from '../../../core/result.ts';
import { MAX_PATTERN_LENGTH, riskOf } from '../../checkRule/patternSafety.ts';
import type { FieldInput, HeadInput } from './schema.ts';

/** The system variables a form's default value may name as `#{name}`. */
export const DEFAULT_VALUE_VARIABLES = [
  'sysUserCode',
  'sysUserName',
  'sysOrgCode',
  'sysDate',
  'sysTime',
] as const;

const SYSTEM_FIELDS: ReadonlySet<string> = new Set(ONLINE_SYSTEM_FIELDS);
const NUMERIC_TYPES: ReadonlySet<string> = new Set(['int', 'double', 'BigDecimal']);
/** What a physical default of a text column may hold: letters, digits, spaces and a few marks. */
const PLAIN_DEFAULT = /^[\p{L}\p{N} _.,:/@#-]*$/u;

function fail(message: string): never {
  throw new BusinessError(message);
}

/** The checks of one field that need no database. */
function checkFieldShape(field: FieldInput): void {
  const name = field.dbFieldName;
  const nameProblem = onlineFieldNameProblem(name);
  if (nameProblem) fail(nameProblem);
  if (SYSTEM_FIELDS.has(name)) fail(`字段名 ${name} 是系统字段，每个表单都自带，不能再设计`);
  const reservedWord = onlineReservedWordProblem('字段名', name);
  if (reservedWord) fail(reservedWord);
  const text = ONLINE_STRING_LENGTH;
  if (field.dbType === 'string' && (field.dbLength < text.min || field.dbLength > text.max)) {
    fail(`字段 ${name} 的长度必须在${text.min}到${text.max}之间`);
  }
  if (field.dbType === 'BigDecimal') {
    const precision = ONLINE_DECIMAL_PRECISION;
    if (field.dbLength < precision.min || field.dbLength > precision.max) {
      fail(`字段 ${name} 的长度（精度）必须在${precision.min}到${precision.max}之间`);
    }
    if (field.dbPointLength >= field.dbLength) fail(`字段 ${name} 的小数位必须小于长度`);
  }
  const valid = field.fieldValidType;
  if (valid !== null) checkValidType(name, valid);
  const dbDefault = field.dbDefaultVal;
  if (dbDefault !== null) {
    if (NUMERIC_TYPES.has(field.dbType)) {
      if (!/^-?\d{1,18}(\.\d{1,10})?$/.test(dbDefault)) fail(`字段 ${name} 的数据库默认值必须是数字`);
      if (field.dbType === 'int' && !/^-?\d{1,9}$/.test(dbDefault))
        fail(`字段 ${name} 的数据库默认值必须是整数`);
    } else if (field.dbType === 'Blob') {
      fail(`字段 ${name} 是Blob类型，不能设置数据库默认值`);
    } else {
      if (!PLAIN_DEFAULT.test(dbDefault)) {
        fail(`字段 ${name} 的数据库默认值只能包含文字、数字、空格和 _.,:/@#- 符号`);
      }
      if (field.dbType === 'string' && [...dbDefault].length > field.dbLength) {
        fail(`字段 ${name} 的数据库默认值超过了字段长度`);
      }
    }
  }
  if ((field.dictTable === null) !== (field.dictText === null)) {
    fail(`字段 ${name} 的字典表和字典文本字段必须同时填写`);
  }
  if (field.dictTable !== null && field.dictField === null) fail(`字段 ${name} 的字典表需要填写字典编码字段`);
}

/** A validation the runtime knows (isOnlineValidKeyword), or a /pattern/ that compiles and cannot backtrack for ever. */
export function checkValidType(name: string, valid: string): void {
  if (isOnlineValidKeyword(valid)) return;
  const m = ONLINE_VALID_PATTERN.exec(valid);
  if (!m) fail(`字段 ${name} 的校验规则必须是内置规则（如 mobile、email、only）或 /正则表达式/`);
  const pattern = (m as RegExpExecArray)[1] as string;
  const flags = (m as RegExpExecArray)[2] ?? '';
  if (pattern.length > MAX_PATTERN_LENGTH) fail(`字段 ${name} 的正则表达式最多${MAX_PATTERN_LENGTH}个字符`);
  try {
    new RegExp(pattern, flags);
  } catch {
    fail(`字段 ${name} 的正则表达式无效`);
  }
  const risk = riskOf(pattern);
  if (risk) fail(`字段 ${name} 的正则表达式有风险：${risk}`);
}

/** Plain text, one `#{variable}` of the fixed list, or one `${fillRuleCode}` of an existing fill rule. */
async function checkFormDefault(db: Kysely<Database>, name: string, value: string): Promise<void> {
  const variable = /^#\{([A-Za-z]+)\}$/.exec(value);
  if (variable) {
    const key = variable[1] as string;
    if (!(DEFAULT_VALUE_VARIABLES as readonly string[]).includes(key)) {
      fail(
        `字段 ${name} 的默认值变量 #{${key}} 不存在，可用：${DEFAULT_VALUE_VARIABLES.map((v) => `#{${v}}`).join('、')}`,
      );
    }
    return;
  }
  const rule = /^\$\{([A-Za-z0-9_-]{1,100})\}$/.exec(value);
  if (rule) {
    const code = rule[1] as string;
    const found = await db
      .selectFrom('sysFillRule')
      .select('id')
      .where('ruleCode', '=', code)
      .executeTakeFirst();
    if (!found) fail(`字段 ${name} 的默认值引用的填值规则不存在：${code}`);
    return;
  }
  if (value.includes('#{') || value.includes('${')) {
    fail(`字段 ${name} 的默认值只能是普通文本、一个 #{系统变量} 或一个 \${填值规则编码}`);
  }
}

async function checkDictionary(db: Kysely<Database>, field: FieldInput): Promise<void> {
  const name = field.dbFieldName;
  if (field.dictTable !== null) {
    try {
      resolveTableDict(field.dictTable, field.dictText ?? '', field.dictField ?? '');
    } catch {
      fail(`字段 ${name} 的字典表不可用：${field.dictTable}（只能使用已登记的字典表及其字段）`);
    }
    return;
  }
  if (field.dictField === null) return;
  const dict = await db
    .selectFrom('sysDict')
    .select('id')
    .where('dictCode', '=', field.dictField)
    .where('delFlag', '=', 0)
    .executeTakeFirst();
  if (!dict) fail(`字段 ${name} 的字典编码不存在：${field.dictField}`);
}

const TEXT_TYPES: ReadonlySet<string> = new Set(['string', 'Text']);

/**
 * 联动组件: a link_down field's extension JSON names a registered tree table dictionary with its text and
 * id columns (key = idField = the tree's id, pidField its registered parent column, condition a JSON
 * where part of registered columns), and linkField other text fields of the form, each in one chain only.
 */
function checkLinkDown(fields: FieldInput[]): void {
  const byName = new Map(fields.map((field) => [field.dbFieldName, field]));
  const chained = new Map<string, string>();
  for (const field of fields) {
    if (field.fieldShowType !== 'link_down') continue;
    const name = field.dbFieldName;
    const parsed = parseLinkDownConfig(field.fieldExtendJson);
    if (!parsed.config) fail(`字段 ${name}：${parsed.problem}`);
    const config = parsed.config;
    let tree: { pid: string } | undefined;
    try {
      const dict = resolveTableDict(config.table, config.txt, config.key);
      tree = dict.spec.tree;
      parseWhere(dict.spec, config.condition || undefined);
    } catch {
      fail(
        `字段 ${name} 的联动组件不可用：${config.table}（只能使用已登记的树形字典表及其字段，条件只能比较已登记的字段）`,
      );
    }
    if (!tree) fail(`字段 ${name} 的联动组件的字典表 ${config.table} 不是树形表`);
    if (config.idField !== 'id' || config.key !== config.idField) {
      fail(`字段 ${name} 的联动组件的 key 和 idField 必须是记录的 id 字段`);
    }
    if (config.pidField !== (tree as { pid: string }).pid) {
      fail(`字段 ${name} 的联动组件的 pidField 必须是 ${(tree as { pid: string }).pid}`);
    }
    for (const member of [name, ...config.linkField]) {
      const other = byName.get(member);
      if (!other) fail(`字段 ${name} 的联动字段 ${member.slice(0, 40)} 不是本表单的字段`);
      if (member !== name && other.fieldShowType === 'link_down') {
        fail(`联动字段 ${member} 不能再是联动组件（${ONLINE_SHOW_TYPES.link_down}）`);
      }
      const before = chained.get(member);
      if (before !== undefined) {
        fail(
          before === name
            ? `字段 ${name} 的联动字段重复：${member}`
            : `字段 ${member} 已属于字段 ${before} 的联动组件`,
        );
      }
      chained.set(member, name);
      if (!TEXT_TYPES.has(other.dbType)) fail(`联动组件的字段 ${member} 必须是文本类型（string 或 Text）`);
    }
  }
}

/** Everything a definition must satisfy before it is saved; throws the first problem in Chinese. */
export async function validateDefinition(
  db: Kysely<Database>,
  head: HeadInput,
  fields: FieldInput[],
  headId: string | null,
): Promise<void> {
  const reservedName = onlineReservedTableNameProblem(head.tableName);
  if (reservedName) fail(reservedName);
  const names = new Set<string>();
  for (const field of fields) {
    if (names.has(field.dbFieldName)) fail(`字段名重复：${field.dbFieldName}`);
    names.add(field.dbFieldName);
    checkFieldShape(field);
  }
  checkLinkDown(fields);
  for (const field of fields) {
    await checkDictionary(db, field);
    if (field.fieldDefaultValue !== null)
      await checkFormDefault(db, field.dbFieldName, field.fieldDefaultValue);
  }

  const known = (field: string | null) => field !== null && (names.has(field) || SYSTEM_FIELDS.has(field));
  if (head.isTree === 'Y') {
    if (!head.treeParentIdField || !names.has(head.treeParentIdField))
      fail('树表单的父ID字段必须是本表单的字段');
    if (!head.treeIdField || !names.has(head.treeIdField))
      fail('树表单的“是否有子节点”字段必须是本表单的字段');
    if (head.treeFieldname !== null && !known(head.treeFieldname)) fail('树表单的显示字段必须是本表单的字段');
  }

  // A sub table's foreign keys name its main form (an original main table) and one of that form's fields.
  for (const field of fields) {
    if (field.mainTable === null && field.mainField === null) continue;
    if (field.mainTable === null || field.mainField === null) {
      fail(`字段 ${field.dbFieldName} 的外键主表和外键字段必须同时填写`);
    }
    if (head.tableType !== 2) fail(`只有附表的字段可以设置外键（字段 ${field.dbFieldName}）`);
    const main = await db
      .selectFrom('onlCgformHead')
      .select(['id', 'tableType'])
      .where('tableName', '=', field.mainTable as string)
      .where('copyType', '=', 0)
      .executeTakeFirst();
    if (main?.tableType !== 1) fail(`外键主表不存在或不是主表：${field.mainTable}`);
    const mainField = field.mainField as string;
    if (mainField !== 'id') {
      const found = await db
        .selectFrom('onlCgformField')
        .select('id')
        .where('cgformHeadId', '=', (main as { id: string }).id)
        .where('dbFieldName', '=', mainField)
        .executeTakeFirst();
      if (!found) fail(`外键字段 ${mainField} 不是主表 ${field.mainTable} 的字段`);
    }
  }

  if (head.subTableStr !== null) {
    if (head.tableType !== 1) fail('只有主表可以设置附表');
    const subs = head.subTableStr.split(',').map((s) => s.trim());
    const seen = new Set<string>();
    for (const sub of subs) {
      if (seen.has(sub)) fail(`附表重复：${sub}`);
      seen.add(sub);
      const row = await db
        .selectFrom('onlCgformHead')
        .select(['id', 'tableType'])
        .where('tableName', '=', sub)
        .where('copyType', '=', 0)
        .executeTakeFirst();
      if (row?.tableType !== 2 || row.id === headId) fail(`附表不存在或不是附表：${sub}`);
      const link = await db
        .selectFrom('onlCgformField')
        .select('id')
        .where('cgformHeadId', '=', (row as { id: string }).id)
        .where('mainTable', '=', head.tableName)
        .executeTakeFirst();
      if (!link) fail(`附表 ${sub} 没有指向本表（${head.tableName}）的外键字段`);
    }
  }
}
