/**
 * Props equal key by key (as React.memo compares them), except `special`, which `sameSpecial` compares:
 * the memo comparisons of the grid's rows and cells.
 */
export function samePropsExcept<P extends object, K extends keyof P>(
  before: P,
  after: P,
  special: K,
  sameSpecial: (before: P[K], after: P[K]) => boolean,
): boolean {
  for (const key of Object.keys(after) as (keyof P)[]) {
    if (key !== special && before[key] !== after[key]) return false;
  }
  return sameSpecial(before[special], after[special]);
}
