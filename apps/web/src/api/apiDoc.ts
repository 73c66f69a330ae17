import { API_DOC_URL } from '@hcs/shared';
import { requestAnswer } from './request.ts';

/** The OpenAPI 3.1 description of the API (the document itself, not our envelope). */
export function getApiDoc(): Promise<unknown> {
  return requestAnswer({ url: API_DOC_URL, method: 'GET' });
}
