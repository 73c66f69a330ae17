/**
 * The first `length` characters of a text and '…' when it is longer; the text itself otherwise, and
 * always when `length` is under 1 (spec §9: -1 never cuts). Characters are counted as code points, so a
 * Chinese character or an emoji is never split in half.
 */
export function shorten(text: string, length: number): string {
  // A string of at most `length` code units has at most `length` characters: no need to count them.
  if (length < 1 || text.length <= length) return text;
  const chars = Array.from(text);
  return chars.length > length ? `${chars.slice(0, length).join('')}…` : text;
}
