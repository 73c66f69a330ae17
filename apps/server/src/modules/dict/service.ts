import type { DictOption, TreeDictNode } from '@hcs/shared';
import type { AppContext } from '../../core/context.ts';
import { type DictSource, parseWhere } from '../../core/dict/dictCode.ts';
import { type DictScope, TABLE_DICT_MAX_ITEMS, tableDictReader } from '../../core/dict/tableDictReader.ts';
import { resolveTableDict, resolveTree } from '../../core/dict/tableDicts.ts';
import type { LoadTreeDataQuery } from './schema.ts';

const textOf = (o: DictOption) => o.text ?? o.label ?? o.title ?? o.value;

/** getDictItems: every item of a plain dictionary, or of a table dictionary (at most 1000). */
export function dictItems(ctx: AppContext, source: DictSource, scope: DictScope): Promise<DictOption[]> {
  if (source.kind === 'plain') return ctx.dicts.items(source.code);
  return tableDictReader(ctx.db).items(
    source.dict,
    { where: source.where, limit: TABLE_DICT_MAX_ITEMS },
    scope,
  );
}

/** loadDict: the first `pageSize` items whose text contains the keyword. */
export async function searchDict(
  ctx: AppContext,
  source: DictSource,
  keyword: string,
  pageSize: number,
  scope: DictScope,
): Promise<DictOption[]> {
  if (source.kind === 'table') {
    return tableDictReader(ctx.db).items(
      source.dict,
      { where: source.where, keyword, limit: pageSize },
      scope,
    );
  }
  const needle = keyword.toLowerCase();
  const items = await ctx.dicts.items(source.code);
  return items.filter((o) => textOf(o).toLowerCase().includes(needle)).slice(0, pageSize);
}

/**
 * loadDictItem: the text of each key, in the keys' order. Keys without an item are left out, or kept
 * as they are when `keepMissing`.
 */
export async function dictTexts(
  ctx: AppContext,
  source: DictSource,
  keys: string[],
  keepMissing: boolean,
  scope: DictScope,
): Promise<string[]> {
  const items =
    source.kind === 'plain'
      ? await ctx.dicts.items(source.code)
      : await tableDictReader(ctx.db).items(
          source.dict,
          { where: source.where, keys: [...new Set(keys)], limit: keys.length },
          scope,
        );
  const texts = new Map(items.map((o) => [o.value, textOf(o)]));
  return keys.flatMap((k) => {
    const text = texts.get(k);
    if (text !== undefined) return [text];
    return keepMissing ? [k] : [];
  });
}

/** loadTreeData: one level of a registered tree table, filtered by the JSON condition. */
export function treeLevel(ctx: AppContext, q: LoadTreeDataQuery, scope: DictScope): Promise<TreeDictNode[]> {
  const dict = resolveTableDict(q.tableName, q.text, q.code);
  const tree = resolveTree(dict.spec, q.pidField, q.hasChildField);
  return tableDictReader(ctx.db).treeLevel(
    {
      spec: dict.spec,
      tree,
      text: dict.text,
      code: dict.code,
      parentKey: q.pid || null,
      where: parseWhere(dict.spec, q.condition),
    },
    scope,
  );
}
