import { messageResource } from '@hcs/shared';
import { Ellipsis } from '../../../components/Ellipsis.tsx';
import type { ListPageConfig } from '../../../components/list/index.ts';
import { resourceListConfig } from '../../../components/resource/resourceListConfig.ts';
import type { Message } from './messageApi.ts';
import { SendStatusTag } from './SendStatusTag.tsx';

const MESSAGE_CONTENT_LENGTH = 12;

/**
 * 消息's list (the send log): the row shows who got what (the content cut to 12 characters, spec §9),
 * how, and how it went; the whole content and the parameters are in the detail.
 */
export const messageListConfig: ListPageConfig<Message> = resourceListConfig<typeof messageResource, Message>(
  messageResource,
  {
    render: {
      esContent: (_value, m) => <Ellipsis text={m.esContent ?? ''} length={MESSAGE_CONTENT_LENGTH} />,
      esSendStatus: (_value, m) => <SendStatusTag message={m} />,
    },
  },
);
