import { stripPhone } from '@hcs/shared';

/**
 * A Form.Item `normalize` for a phone field: a number pasted with spaces or dashes between its digit
 * groups is kept without them, as the server keeps it (stripPhone).
 */
export const normalizePhone = (value: unknown): unknown =>
  typeof value === 'string' ? stripPhone(value) : value;
