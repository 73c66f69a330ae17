import { ONLINE_ENHANCE_JS_LIMIT } from '@hcs/shared';

/** An enhancement script record of a form, as getColumns sends it (enhanceJs) or the designer saves it. */
export interface EnhanceRecord {
  /** form | list */
  type: string;
  content: string;
}

/** Scripts kept per table code: at most ONLINE_ENHANCE_JS_LIMIT (16, spec §3/§8), the oldest dropped first. */
const kept = new Map<string, EnhanceRecord[]>();

/** Keeps `record` for `code` (replacing one of the same type), dropping the oldest past the limit. */
export function rememberEnhance(code: string, record: EnhanceRecord): void {
  const records = (kept.get(code) ?? []).filter((r) => r.type !== record.type);
  records.push(record);
  kept.set(code, records.slice(-ONLINE_ENHANCE_JS_LIMIT));
}

/** The scripts kept for `code`, oldest first. */
export function enhanceRecords(code: string): readonly EnhanceRecord[] {
  return kept.get(code) ?? [];
}

/** The kept script of one type, or ''. */
export function enhanceScript(code: string, type: string): string {
  return enhanceRecords(code).find((r) => r.type === type)?.content ?? '';
}

export function forgetEnhance(code: string): void {
  kept.delete(code);
}
