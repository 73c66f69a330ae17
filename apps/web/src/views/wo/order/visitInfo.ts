import { stripPhone } from '@hcs/shared';

/** living_status 1 独居: the worker is told to mind the person's safety. */
export const LIVING_ALONE = '1';

/**
 * A map search of the address that opens the AMap (高德) app or its web page on any device, with no API
 * key: the generic `uri.amap.com/search` link (a `geo:` link needs coordinates the record does not keep).
 */
export function mapSearchUrl(areaText: string, address: string | null): string | null {
  // 市辖区 / 县 stand for "the city's districts" in the area data: no place a map knows by that name.
  const area = areaText
    .split('/')
    .filter((part) => part !== '市辖区' && part !== '县')
    .join('');
  const keyword = `${area}${address ?? ''}`.trim();
  return keyword === '' ? null : `https://uri.amap.com/search?keyword=${encodeURIComponent(keyword)}`;
}

/** The `tel:` link of a phone the user may see whole; none for a masked or empty one (it would dial nothing real). */
export function telHref(phone: string | null, whole: boolean): string | null {
  if (!phone || !whole || phone.includes('*')) return null;
  return `tel:${stripPhone(phone)}`;
}
