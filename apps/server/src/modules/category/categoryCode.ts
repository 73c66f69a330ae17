import { nextChildCode } from '../../core/codes/levelCode.ts';

/**
 * The code of a new category (reference §6, fill rule category_code_rule): the first root is A01, a
 * first child is its parent's code + A01, else the last sibling's level part + 1, A99 rolling over to
 * B01. The same level scheme as department codes, so it is that one function.
 */
export function nextCategoryCode(parentCode: string | null, siblingCodes: readonly string[]): string {
  return nextChildCode(parentCode ?? '', [...siblingCodes]);
}
