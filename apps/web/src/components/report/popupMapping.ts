import type { ReportRecord } from '@hcs/shared';

export const POPUP_CONFIG_MISSING = 'popup参数未正确配置!';
export const POPUP_CONFIG_MISMATCH = 'popup参数未正确配置,原始值和目标值数量不一致!';

export interface PopupMapping {
  /** Report columns, comma-joined. */
  orgFields?: string;
  /** Form fields receiving them, in the same order, comma-joined. */
  destFields?: string;
}

const split = (fields: string | undefined) =>
  (fields ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter((f) => f !== '');

/** Spec §5: what is wrong with a popup's configuration, or null when it can be used. */
export function popupConfigError(code: string | undefined, mapping: PopupMapping): string | null {
  const org = split(mapping.orgFields);
  const dest = split(mapping.destFields);
  if (!code || org.length === 0 || dest.length === 0) return POPUP_CONFIG_MISSING;
  if (org.length !== dest.length) return POPUP_CONFIG_MISMATCH;
  return null;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

/**
 * The form values for the chosen rows: each destination field gets its report column's values,
 * comma-joined when several rows were chosen.
 */
export function mapPopupRows(rows: readonly ReportRecord[], mapping: PopupMapping): Record<string, string> {
  const org = split(mapping.orgFields);
  const dest = split(mapping.destFields);
  return Object.fromEntries(
    dest.map((field, i) => [field, rows.map((r) => text(r[org[i] ?? ''])).join(',')]),
  );
}
