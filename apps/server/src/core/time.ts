const pad = (n: number) => String(n).padStart(2, '0');

/** Formats a date as `YYYY-MM-DD HH:mm:ss` in server local time, the format the client expects. */
export function formatDateTime(d: Date = new Date()): string {
  return `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

export function formatDate(d: Date = new Date()): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function startOfDay(d: Date): Date {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate());
}

export function addDays(d: Date, days: number): Date {
  return new Date(
    d.getFullYear(),
    d.getMonth(),
    d.getDate() + days,
    d.getHours(),
    d.getMinutes(),
    d.getSeconds(),
  );
}

/** The centre's time zone when HCS_TIME_ZONE is not set. */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/** Whether `zone` is an IANA time-zone name this runtime knows (e.g. Asia/Shanghai). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

let centreClock = clockIn(DEFAULT_TIME_ZONE);

function clockIn(zone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

/** Sets the centre's time zone (HCS_TIME_ZONE), read once at start-up. */
export function setCentreTimeZone(zone: string): void {
  centreClock = clockIn(zone);
}

/** An instant as the centre's clock shows it: `YYYY-MM-DD HH:mm:ss` in its time zone. */
export function onCentreClock(instant: Date): string {
  const parts = Object.fromEntries(centreClock.formatToParts(instant).map((p) => [p.type, p.value]));
  const year = (parts.year ?? '').padStart(4, '0');
  return `${year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}
