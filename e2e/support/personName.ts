/**
 * A person's name no other run uses, as the audience rules take it (汉字, letters, · and spaces; 2–20
 * characters): the prefix and a suffix of letters from the time and a random number.
 */
export function uniquePersonName(prefix: string): string {
  const serial = `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e3)}`;
  return `${prefix}${serial.replace(/\d/g, (d) => 'ABCDEFGHIJ'.charAt(Number(d)))}`;
}
