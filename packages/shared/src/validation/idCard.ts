/** Weights of the first 17 digits of a resident ID card number (GB 11643-1999, ISO 7064 MOD 11-2). */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** The check character for each remainder of the weighted sum modulo 11. */
const CHECK_CHARS = '10X98765432';

/** The check character (0-9 or X) that ends an ID number starting with these 17 digits; null if they are not 17 digits. */
export function idCardCheckChar(first17: string): string | null {
  if (!/^\d{17}$/.test(first17)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0);
  return CHECK_CHARS[sum % 11] ?? null;
}

/** The birth date of positions 7-14 exists (a real day, from 1900 on). */
function hasValidBirthDate(id: string): boolean {
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(year, month, 0).getDate();
}

/**
 * A Chinese resident ID card number: 18 characters, 17 digits and a check character (a digit or X,
 * either case), a real birth date and the right checksum.
 */
export function isChineseIdCard(value: string): boolean {
  if (!/^[1-9]\d{16}[\dXx]$/.test(value) || !hasValidBirthDate(value)) return false;
  return idCardCheckChar(value.slice(0, 17)) === value.slice(17).toUpperCase();
}

/**
 * What is wrong with an ID number, in `bad`'s words: null when it is one; with the check character
 * this number needs when only that one is wrong (校验位应为 X), so a mistyped last character is found.
 */
export function idCardProblem(value: string, bad: string): string | null {
  if (isChineseIdCard(value)) return null;
  const expected =
    /^[1-9]\d{16}[\dXx]$/.test(value) && hasValidBirthDate(value)
      ? idCardCheckChar(value.slice(0, 17))
      : null;
  return expected ? `${bad}，校验位应为 ${expected}` : bad;
}
