import {
  type DictOption,
  type OnlineFormDefinition,
  onlineApiName,
  onlineLinkDownChains,
  type Resource,
  type ResourceField,
  resourceMessages,
} from '@hcs/shared';
import type { AppContext } from '../../../core/context.ts';
import { parseWhere } from '../../../core/dict/dictCode.ts';
import { TABLE_DICT_MAX_ITEMS, tableDictReader } from '../../../core/dict/tableDictReader.ts';
import { resolveTableDict } from '../../../core/dict/tableDicts.ts';
import type { AuthContext } from '../../../core/http/fastifyTypes.ts';
import { badRequest } from '../../../core/result.ts';

/**
 * An online form's fields whose dictionary is a table (`table,text,code`): read through the registered
 * table dictionaries (core/dict/tableDicts), only their registered columns, in the caller's tenant.
 */

const tableDictOf = (field: ResourceField) => {
  const [table = '', text = '', code = '', ...rest] = field.dict?.split(',') ?? [];
  if (code === '' || rest.length > 0) return null;
  try {
    return resolveTableDict(table, text, code);
  } catch {
    // A table no module registered reads nothing (the designer refuses it when saving).
    return null;
  }
};

/** The fields of a resource whose dictionary is a table. */
export const tableDictFields = (resource: Resource) =>
  Object.entries(resource.fields).filter(([, field]) => field.dict?.includes(','));

/** Refuses a value of a table-dictionary field that is no item of the table the caller may see. */
export async function assertTableDictValues(
  ctx: AppContext,
  auth: AuthContext,
  resource: Resource,
  values: Record<string, unknown>,
): Promise<void> {
  for (const [name, field] of tableDictFields(resource)) {
    const value = values[name];
    if (value === null || value === undefined || value === '') continue;
    const chosen = field.multiple ? String(value).split(',') : [String(value)];
    const dict = tableDictOf(field);
    const items = dict
      ? await tableDictReader(ctx.db).items(
          dict,
          { where: {}, keys: chosen, limit: chosen.length },
          { tenantId: auth.tenantId },
        )
      : [];
    if (!chosen.every((one) => items.some((item) => item.value === one))) {
      throw badRequest(field.input?.invalid ?? resourceMessages.required(field));
    }
  }
}

/** The items of each table-dictionary field (for the form's selects), at most TABLE_DICT_MAX_ITEMS. */
export async function tableDictOptions(
  ctx: AppContext,
  auth: AuthContext,
  resource: Resource,
): Promise<Record<string, DictOption[]>> {
  const out: Record<string, DictOption[]> = {};
  for (const [name, field] of tableDictFields(resource)) {
    const dict = tableDictOf(field);
    out[name] = dict
      ? await tableDictReader(ctx.db).items(
          dict,
          { where: {}, limit: TABLE_DICT_MAX_ITEMS },
          { tenantId: auth.tenantId },
        )
      : [];
  }
  return out;
}

/** Adds `<field>_dictText` of the table-dictionary fields to a page of records. */
export async function withTableDictText<T extends Record<string, unknown>>(
  ctx: AppContext,
  auth: AuthContext,
  resource: Resource,
  records: T[],
): Promise<T[]> {
  const fields = tableDictFields(resource);
  if (fields.length === 0 || records.length === 0) return records;
  const texts = new Map<string, Map<string, string>>();
  for (const [name, field] of fields) {
    const dict = tableDictOf(field);
    const keys = [
      ...new Set(
        records.flatMap((record) =>
          record[name] === null || record[name] === undefined ? [] : String(record[name]).split(','),
        ),
      ),
    ].filter((key) => key !== '');
    const items =
      dict && keys.length > 0
        ? await tableDictReader(ctx.db).items(
            dict,
            { where: {}, keys, limit: keys.length },
            { tenantId: auth.tenantId },
          )
        : [];
    texts.set(name, new Map(items.map((item) => [item.value, item.text])));
  }
  return records.map((record) => {
    const added: Record<string, string> = {};
    for (const [name, map] of texts) {
      const value = record[name];
      if (value === null || value === undefined || value === '') continue;
      added[`${name}_dictText`] = String(value)
        .split(',')
        .map((one) => map.get(one) ?? one)
        .join(',');
    }
    return { ...record, ...added };
  });
}

/**
 * 联动组件: the values of each chain of linked selects (link_down) are a root row of the chain's table,
 * then each a child of the previous one; a level left empty leaves the levels after it empty. An add
 * takes a level it does not carry as empty; an edit keeps it, and the check ends there (as at a level the
 * caller may not see or change).
 */
export async function assertLinkDownValues(
  ctx: AppContext,
  auth: AuthContext,
  definition: OnlineFormDefinition,
  resource: Resource,
  values: Record<string, unknown>,
  purpose: 'add' | 'edit',
): Promise<void> {
  for (const chain of onlineLinkDownChains(definition.fields)) {
    const { config } = chain;
    let dict: ReturnType<typeof resolveTableDict>;
    let where: ReturnType<typeof parseWhere>;
    try {
      dict = resolveTableDict(config.table, config.txt, config.key);
      where = parseWhere(dict.spec, config.condition || undefined);
    } catch {
      // The designer refuses such a chain; a definition written past it checks nothing more here.
      continue;
    }
    const tree = dict.spec.tree;
    if (!tree) continue;
    let parent: string | null = null;
    let parentLabel = '';
    let emptyAbove = '';
    for (const [level, name] of chain.fields.entries()) {
      const api = onlineApiName(name);
      const field = resource.fields[api];
      if (!field || (purpose === 'edit' && !(api in values))) break;
      const value = values[api];
      const label = field.label;
      if (value === null || value === undefined || value === '') {
        emptyAbove ||= label;
        continue;
      }
      if (emptyAbove) throw badRequest(`请先选择${emptyAbove}，再选择${label}`);
      const nodes = await tableDictReader(ctx.db).treeLevel(
        { spec: dict.spec, tree, text: dict.text, code: dict.code, parentKey: parent, where },
        { tenantId: auth.tenantId },
      );
      const chosen = String(value);
      if (!nodes.some((node) => node.value === chosen)) {
        throw badRequest(level === 0 ? `${label}不是可选的选项` : `${label}不是所选${parentLabel}的下级选项`);
      }
      parent = chosen;
      parentLabel = label;
    }
  }
}
