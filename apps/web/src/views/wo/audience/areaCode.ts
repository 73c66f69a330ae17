import { splitAreaCodes } from '../../../components/area/index.ts';

/** The deepest code of the area picker's path (110000,110100,110101 → 110101): what an audience stores. */
export function deepestAreaCode(path: string | null | undefined): string {
  return splitAreaCodes(path).at(-1) ?? '';
}

/**
 * What the codes inside an area start with, two digits a level: 110000 → 11, 110100 → 1101,
 * 110101 → 110101. A search by area asks for codes starting with it.
 */
export function areaCodePrefix(code: string): string {
  let prefix = code;
  while (prefix.length > 2 && prefix.endsWith('00')) prefix = prefix.slice(0, -2);
  return prefix;
}
