const pad = (n: number) => String(n).padStart(2, '0');

/** A run time as the preview shows it: yyyy-MM-dd HH:mm:ss in the local time zone (spec §9). */
export function formatRunTime(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}
