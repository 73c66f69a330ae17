import { getAction } from './request.ts';

/** The duplicate check payload of spec §3: is `fieldVal` free in `tableName.fieldName` (ignoring row `dataId`)? */
export interface DuplicateCheckParams {
  tableName: string;
  fieldName: string;
  fieldVal: string;
  dataId?: string;
}

/** GET /sys/duplicate/check: success 该值可用！ or success:false with the message to show. */
export function duplicateCheck(params: DuplicateCheckParams): Promise<null> {
  return getAction<null>('/sys/duplicate/check', { ...params });
}
