/**
 * China's provinces, cities and districts as the area data package holds them (spec §3 "Area data"): a map
 * from a parent code to its children's codes and names, with "86" as the root of the provinces. All pure;
 * the data itself is loaded lazily by `areaData.ts`.
 */
export type AreaData = Readonly<Record<string, Readonly<Record<string, string>> | undefined>>;

export const AREA_ROOT = '86';

/** How deep the picker goes: a province, a province and city, or down to the district. */
export const AREA_TYPES = ['province', 'city', 'district'] as const;
export type AreaType = (typeof AREA_TYPES)[number];

/** The message of the spec's error catalogue for a type that is none of the three. */
export const BAD_AREA_TYPE = 'Bad type value';

export interface AreaOption {
  value: string;
  label: string;
  children?: AreaOption[];
}

/** Levels for `type`; anything else throws `Bad type value`. */
export function areaDepth(type: unknown): 1 | 2 | 3 {
  const index = AREA_TYPES.indexOf(type as AreaType);
  if (index < 0) throw new Error(BAD_AREA_TYPE);
  return (index + 1) as 1 | 2 | 3;
}

/** Cascader options down to `depth` levels. An area without children ends its branch early. */
export function areaOptions(data: AreaData, depth: 1 | 2 | 3, parent = AREA_ROOT): AreaOption[] {
  return Object.entries(data[parent] ?? {}).map(([value, label]) => {
    const children = depth > 1 && data[value] ? areaOptions(data, (depth - 1) as 1 | 2, value) : [];
    return children.length > 0 ? { value, label, children } : { value, label };
  });
}

/** The codes in a stored value: comma-joined (`110000,110100,110101`) or a list. */
export function splitAreaCodes(value: string | readonly string[] | null | undefined): string[] {
  if (!value) return [];
  const parts = typeof value === 'string' ? value.split(',') : value;
  return parts.map((code) => code.trim()).filter(Boolean);
}

/** The stored form of a path of codes. */
export function joinAreaCodes(codes: readonly string[]): string {
  return codes.join(',');
}

/**
 * The path of codes from the province down. A single city or district code (`110101`) is expanded to its
 * province and city by the code's own structure (two digits per level), as far as the data knows them.
 */
export function areaPath(data: AreaData, value: string | readonly string[] | null | undefined): string[] {
  const codes = splitAreaCodes(value);
  const [code] = codes;
  if (codes.length !== 1 || !code || !/^\d{6}$/.test(code)) return codes;
  const province = `${code.slice(0, 2)}0000`;
  const city = `${code.slice(0, 4)}00`;
  const path = [province];
  if (city !== province && data[province]?.[city]) path.push(city);
  if (code !== city && code !== province) path.push(code);
  return path.every((c, i) => nameOf(data, path[i - 1] ?? AREA_ROOT, c)) ? path : codes;
}

function nameOf(data: AreaData, parent: string, code: string): string | undefined {
  return data[parent]?.[code];
}

/** Names along the path, e.g. 北京市/市辖区/东城区. An unknown code stays as it is, so nothing is hidden. */
export function areaTextOf(
  data: AreaData,
  value: string | readonly string[] | null | undefined,
  separator = '/',
): string {
  const path = areaPath(data, value);
  return path.map((code, i) => nameOf(data, path[i - 1] ?? AREA_ROOT, code) ?? code).join(separator);
}

/** Whether `label` appears anywhere along a cascader search path (the picker's search). */
export function areaPathMatches(input: string, path: readonly { label?: unknown }[]): boolean {
  const needle = input.trim();
  return needle === '' || path.some((option) => String(option.label ?? '').includes(needle));
}
