/**
 * Hierarchical department codes (reference §3): each level is a letter and two digits — A01 … A99,
 * then B01 … Z99. A child's code is its parent's code plus its own level part.
 */
const LEVEL = /^[A-Z]\d{2}$/;

export function nextLevelPart(last: string | null): string {
  if (!last) return 'A01';
  if (!LEVEL.test(last)) throw new Error(`bad level code ${last}`);
  const letter = last.charCodeAt(0);
  const number = Number(last.slice(1));
  if (number < 99) return `${last[0]}${String(number + 1).padStart(2, '0')}`;
  if (letter >= 'Z'.charCodeAt(0)) throw new Error('该层级的部门编码已用完');
  return `${String.fromCharCode(letter + 1)}01`;
}

/** The next free code under a parent, given the codes of its existing children. */
export function nextChildCode(parentCode: string, siblingCodes: string[]): string {
  const parts = siblingCodes
    .filter((c) => c.startsWith(parentCode) && c.length === parentCode.length + 3)
    .map((c) => c.slice(parentCode.length))
    .filter((p) => LEVEL.test(p))
    .sort();
  return parentCode + nextLevelPart(parts.at(-1) ?? null);
}
