/** The hour greeting of spec §9: before 9 早上好, up to 11 上午好, up to 13 中午好, before 20 下午好, otherwise 晚上好. */
export function hourGreeting(hour: number): string {
  if (hour < 9) return '早上好';
  if (hour <= 11) return '上午好';
  if (hour <= 13) return '中午好';
  if (hour < 20) return '下午好';
  return '晚上好';
}

/** The header text: `<hour greeting>，<realname>，欢迎使用<platform name>`. */
export function welcomeText(now: Date, realname: string, platformName: string): string {
  return `${hourGreeting(now.getHours())}，${realname}，欢迎使用${platformName}`;
}
