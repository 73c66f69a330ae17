import type { OnlineFormField } from './form.ts';

/**
 * 联动组件 (link_down): linked selects over one tree table. The FIRST field of the chain has the show type
 * `link_down` and its extension JSON (fieldExtendJson) holds the configuration, e.g.
 * `{"table":"sys_category","txt":"name","key":"id","linkField":"city,area","idField":"id","pidField":"pid","condition":""}`:
 * the first field chooses a root row of `table`, each field named in `linkField` (other fields of the same
 * form, in order) a child of the previous choice. The stored value of each level is the row's `key`,
 * which must be its `idField` (the row's id), so that a level's value is the next level's parent.
 */
export interface OnlineLinkDownConfig {
  /** A registered tree table dictionary (the server's core/dict/tableDicts). */
  table: string;
  /** The column shown as an option's text. */
  txt: string;
  /** The column stored (the row's id). */
  key: string;
  /** The fields (db names) of the levels after the first, in order. */
  linkField: string[];
  idField: string;
  pidField: string;
  /** A JSON object `{"column":"value"}` every level's rows match ('' none). */
  condition: string;
}

/** One chain of linked selects: its configuration and its fields (db names), the link_down field first. */
export interface OnlineLinkDownChain {
  config: OnlineLinkDownConfig;
  fields: string[];
}

const str = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value.trim() : fallback);

/**
 * The configuration of a link_down field (its fieldExtendJson), or the Chinese reason it is none: JSON
 * with table, txt, key (defaults: idField `id`, pidField `pid`, key = idField, linkField ''). Names are only
 * read here; the server checks them against its registered table dictionaries.
 */
export function parseLinkDownConfig(
  json: string | null,
): { config: OnlineLinkDownConfig; problem: null } | { config: null; problem: string } {
  const example = '{"table":"sys_category","txt":"name","key":"id","linkField":"city,area"}';
  let parsed: unknown;
  try {
    parsed = JSON.parse(json ?? '');
  } catch {
    return { config: null, problem: `联动组件的扩展参数必须是JSON配置，如 ${example}` };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return { config: null, problem: `联动组件的扩展参数必须是JSON对象，如 ${example}` };
  }
  const o = parsed as Record<string, unknown>;
  const idField = str(o.idField, 'id') || 'id';
  const config: OnlineLinkDownConfig = {
    table: str(o.table),
    txt: str(o.txt),
    key: str(o.key, idField) || idField,
    linkField: str(o.linkField)
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== ''),
    idField,
    pidField: str(o.pidField, 'pid') || 'pid',
    condition: str(o.condition),
  };
  if (!config.table || !config.txt) {
    return {
      config: null,
      problem: `联动组件的扩展参数必须填写 table（字典表）和 txt（显示字段），如 ${example}`,
    };
  }
  if (o.linkField !== undefined && typeof o.linkField !== 'string') {
    return { config: null, problem: 'linkField 必须是逗号分隔的字段名，如 "city,area"' };
  }
  return { config, problem: null };
}

/** The chains of a form's fields: one per link_down field whose configuration reads (names unchecked). */
export function onlineLinkDownChains(fields: readonly OnlineFormField[]): OnlineLinkDownChain[] {
  const chains: OnlineLinkDownChain[] = [];
  for (const field of fields) {
    if (field.fieldShowType !== 'link_down') continue;
    const { config } = parseLinkDownConfig(field.fieldExtendJson);
    if (config) chains.push({ config, fields: [field.dbFieldName, ...config.linkField] });
  }
  return chains;
}

/** A field's place in a chain: its level (0 = the link_down field), the field before and those after. */
export interface OnlineLinkDownLevel {
  config: OnlineLinkDownConfig;
  level: number;
  /** The db name of the previous level's field (null at level 0). */
  parent: string | null;
  /** The db names of the levels after it (cleared when it changes). */
  below: string[];
}

/** Each chained field (db name) with its place in its chain; a field named by two chains keeps the first. */
export function onlineLinkDownLevels(fields: readonly OnlineFormField[]): Map<string, OnlineLinkDownLevel> {
  const levels = new Map<string, OnlineLinkDownLevel>();
  for (const chain of onlineLinkDownChains(fields)) {
    chain.fields.forEach((name, level) => {
      if (levels.has(name)) return;
      levels.set(name, {
        config: chain.config,
        level,
        parent: level === 0 ? null : (chain.fields[level - 1] ?? null),
        below: chain.fields.slice(level + 1),
      });
    });
  }
  return levels;
}
