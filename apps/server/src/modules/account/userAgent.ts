const BROWSERS: [name: string, pattern: RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /OPR\/(\d+)/],
  ['微信', /MicroMessenger\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)[\d.]* (?:Mobile\/\w+ )?Safari\//],
];

const SYSTEMS: [name: string, pattern: RegExp][] = [
  ['Android', /Android/],
  ['iPhone', /iPhone/],
  ['iPad', /iPad/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X|Macintosh/],
  ['Linux', /Linux/],
];

/** "Chrome 130 · Windows" from a User-Agent header, for 我的登录会话; 未知设备 when nothing is recognised. */
export function describeUserAgent(userAgent: string | null): string {
  if (!userAgent) return '未知设备';
  let browser: string | null = null;
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  const system = SYSTEMS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null;
  const parts = [browser, system].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(' · ') : '未知设备';
}
