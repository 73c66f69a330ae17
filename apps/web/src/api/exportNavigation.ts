import type { QueryParams } from '@hcs/shared';
import { requestEffects } from './effects.ts';
import { Refusal } from './refusal.ts';
import { buildUrl, postAction } from './request.ts';

/**
 * The alternative export of spec §7: the browser itself goes to the export URL, with the list query as
 * JSON in `paramsStr`, and saves what the server sends. A navigation cannot carry the X-Access-Token
 * header, so it carries a one-time download ticket (valid 60 s) asked for first; the server refuses the
 * ticket for a route that is no export or whose permission the user lacks, before the page is left.
 * Resolves false, after a warning, when no ticket was given; a failed request (already shown) rejects.
 */
export async function exportByNavigation(url: string, params: QueryParams): Promise<boolean> {
  let ticket: string;
  try {
    ({ result: ticket } = await postAction<string>('/sys/common/downloadTicket', { url }));
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    requestEffects().warn(error.message || '文件下载失败');
    return false;
  }
  if (!ticket) {
    requestEffects().warn('文件下载失败');
    return false;
  }
  requestEffects().navigate(buildUrl(url, { paramsStr: JSON.stringify(params), ticket }));
  return true;
}
