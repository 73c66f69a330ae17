import { type QueryParams, signSource } from '@hcs/shared';
import dayjs from 'dayjs';
import { md5 } from 'js-md5';

/**
 * Headers of the signed variant (spec §7): `X-TIMESTAMP` (yyyyMMddHHmmss, local time) and
 * `X-Sign`, the uppercase MD5 of the sorted params plus the public salt.
 */
export function signHeaders(
  url: string,
  params?: QueryParams,
  now: Date = new Date(),
): Record<string, string> {
  return {
    'X-Sign': md5(signSource(url, params)).toUpperCase(),
    'X-TIMESTAMP': dayjs(now).format('YYYYMMDDHHmmss'),
  };
}
