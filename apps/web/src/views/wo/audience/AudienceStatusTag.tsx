import { Tag } from 'antd';
import type { Audience } from './types.ts';

/** 在册 in green (darker than antd's preset, for contrast), 停止服务 grey. */
export function AudienceStatusTag({ audience }: { audience: Pick<Audience, 'status' | 'status_dictText'> }) {
  const text = audience.status_dictText ?? audience.status;
  return <Tag className={audience.status === '1' ? 'hcs-audience-status--active' : undefined}>{text}</Tag>;
}
