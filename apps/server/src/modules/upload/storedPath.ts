import { STORED_NAME_RANDOM_LENGTH, UPLOAD_BIZ_FOLDERS, UPLOAD_EXTENSIONS } from '@hcs/shared';

const alternatives = (values: readonly string[]) => values.map((v) => v.replace(/\W/g, '\\$&')).join('|');

/** Exactly the paths the upload makes: `<biz>/<yyyyMMdd>/<safe base>_<random>.<ext>`. */
const STORED_PATH = new RegExp(
  `^(?:${alternatives(UPLOAD_BIZ_FOLDERS)})/\\d{8}/[\\p{L}\\p{N}_-]{1,60}_[0-9a-f]{${STORED_NAME_RANDOM_LENGTH}}\\.(?:${alternatives(UPLOAD_EXTENSIONS)})$`,
  'u',
);

/** Percent-encoded dot, slash, backslash or NUL: never part of a path the server made. */
const ENCODED_SEPARATOR = /%(2e|2f|5c|00)/i;

/**
 * The stored path a static-file URL asks for (the part after `/sys/common/static/`, as sent), or
 * null unless it is one the upload could have made: no `..`, encoded dots or slashes, backslashes,
 * absolute or odd paths. Read from the raw URL, so no decoding step of the router can hide anything.
 */
export function requestedStoredPath(rawRest: string): string | null {
  if (ENCODED_SEPARATOR.test(rawRest)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawRest);
  } catch {
    return null;
  }
  return STORED_PATH.test(decoded.normalize('NFC')) ? decoded.normalize('NFC') : null;
}
