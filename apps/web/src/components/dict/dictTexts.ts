import { isTableDictCode } from '@hcs/shared';
import { loadDictItem } from '../../api/dict.ts';
import { itemText, knownDictItems, loadDictItems } from './dictItemsCache.ts';

/** Texts of table dictionary values already looked up, per code and value. */
const looked = new Map<string, string>();
const lookedKey = (code: string, value: string) => `${code}\u0000${value}`;

/** The texts of `values` when they are known without asking the server, else null. */
export function knownTexts(code: string, values: readonly string[]): string[] | null {
  if (isTableDictCode(code)) {
    const texts = values.map((v) => looked.get(lookedKey(code, v)));
    return texts.every((t) => t !== undefined) ? (texts as string[]) : null;
  }
  const items = knownDictItems(code);
  if (!items) return null;
  return values.map((v) => {
    const item = items.find((i) => i.value === v);
    return item ? itemText(item) : v;
  });
}

/**
 * The text of each value, one by one (comma values translate item by item): a plain code through its
 * items, a table code through loadDictItem (spec §7: the result is the label). Unknown values stay.
 */
export async function translateValues(code: string, values: readonly string[]): Promise<string[]> {
  if (values.length === 0) return [];
  const known = knownTexts(code, values);
  if (known) return known;
  if (!isTableDictCode(code)) {
    const items = await loadDictItems(code);
    return values.map((v) => {
      const item = items.find((i) => i.value === v);
      return item ? itemText(item) : v;
    });
  }
  const res = await loadDictItem(code, values, true);
  if (!res.success || !Array.isArray(res.result)) return [...values];
  for (const [i, v] of values.entries()) looked.set(lookedKey(code, v), res.result[i] ?? v);
  return values.map((v, i) => res.result[i] ?? v);
}

export function clearTranslatedTexts(): void {
  looked.clear();
}
