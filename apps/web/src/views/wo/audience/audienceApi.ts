import { audienceResource, workOrderResource } from '@hcs/shared';
import { type Done, postAction, putAction } from '../../../api/request.ts';
import type { AudienceInput } from './types.ts';

/** The work orders of one audience come from the work-order list, filtered by audienceId. */
export const WORK_ORDER_LIST_URL = `${workOrderResource.path}/list`;

/** 新增: the new audience's id. */
export function addAudience(input: AudienceInput): Promise<Done<string>> {
  return postAction<string>(`${audienceResource.path}/add`, input);
}

export function editAudience(input: AudienceInput & { id: string }): Promise<Done<null>> {
  return putAction<null>(`${audienceResource.path}/edit`, input);
}
