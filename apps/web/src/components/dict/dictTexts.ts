import { isTableDictCode } from '@hcs/shared';
import { itemText, knownDictItems, loadDictItems } from './dictItemsCache.ts';
import { clearDictLabels, knownLabels, lookUpLabels } from './dictLabels.ts';

/** The texts of `values` when they are known without asking the server, else null. */
export function knownTexts(code: string, values: readonly string[]): string[] | null {
  if (isTableDictCode(code)) return knownLabels(code, values);
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
  return lookUpLabels(code, values);
}

export const clearTranslatedTexts = clearDictLabels;
