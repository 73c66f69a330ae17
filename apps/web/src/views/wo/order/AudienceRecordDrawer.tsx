import { audienceResource } from '@hcs/shared';
import { App } from 'antd';
import { getAction } from '../../../api/request.ts';
import { useApiQuery } from '../../../utils/serverState.ts';
import { AudienceDetailDrawer } from '../audience/AudienceDetailDrawer.tsx';
import type { Audience } from '../audience/types.ts';
import '../audience/AudienceList.css';

interface Props {
  /** The person whose record opens; null when closed. */
  audienceId: string | null;
  onClose(): void;
}

/** 服务对象详情 opened from an order: the person's record as the audience list shows it (its rules apply). */
export function AudienceRecordDrawer({ audienceId, onClose }: Props) {
  const { message } = App.useApp();
  const query = useApiQuery({
    queryKey: ['audienceRecord', audienceId],
    load: () => getAction<Audience>(`${audienceResource.path}/queryById`, { id: audienceId ?? '' }),
    enabled: audienceId !== null,
    onRefusal: (text) => void message.warning(text),
  });
  const record = audienceId !== null ? (query.data ?? null) : null;
  return <AudienceDetailDrawer open={record !== null} record={record} onClose={onClose} />;
}
