/**
 * A file name cut to `max` characters followed by '…' when longer (spec §9: 5 in grid file cells).
 * Characters are counted as code points, so a Chinese name or an emoji is never split in half.
 */
export function shortName(name: string, max: number): string {
  const chars = Array.from(name);
  return max > 0 && chars.length > max ? `${chars.slice(0, max).join('')}…` : name;
}
