/** What menu url placeholders may name; anything else makes the url invalid. */
export interface PlaceholderValues {
  /** The API base as an absolute URL (`window._CONFIG['domianURL']`, sic). */
  domainUrl: string;
  token: string | null;
}

const CONFIG_KEY = /^window\._CONFIG(?:\[(['"])(\w+)\1\]|\.(\w+))$/;

function lookup(expression: string, values: PlaceholderValues): string | null {
  const trimmed = expression.trim();
  if (trimmed === 'token') return values.token ? encodeURIComponent(values.token) : null;
  const match = CONFIG_KEY.exec(trimmed);
  const key = match?.[2] ?? match?.[3];
  switch (key) {
    case 'domianURL':
    case 'onlinePreviewDomainURL':
      return values.domainUrl;
    case 'staticDomainURL':
      return `${values.domainUrl}/sys/common/static`;
    default:
      return null;
  }
}

/** A valid menu url is an absolute http(s) URL. */
export function isValidMenuUrl(url: string): boolean {
  if (!/^https?:\/\//i.test(url)) return false;
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * Fills `{{ … }}` placeholders from a whitelist (never evaluating code) and returns the url when
 * the result is a valid URL, otherwise undefined.
 */
export function resolveMenuUrl(url: string | undefined, values: PlaceholderValues): string | undefined {
  if (!url) return undefined;
  let unknown = false;
  const filled = url.replace(/\{\{(.*?)\}\}/g, (_whole, expression: string) => {
    const value = lookup(expression, values);
    if (value === null) unknown = true;
    return value ?? '';
  });
  return !unknown && isValidMenuUrl(filled) ? filled : undefined;
}
