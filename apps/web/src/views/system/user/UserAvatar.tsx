import { Avatar } from 'antd';
import { fileAccessUrl } from '../../../utils/fileAccessUrl.ts';

interface Props {
  avatar: string | null;
  realname: string;
  username: string;
}

/** The user's picture, or the first character of the name when there is none. */
export function UserAvatar({ avatar, realname, username }: Props) {
  const name = realname || username;
  if (avatar) return <Avatar src={fileAccessUrl(avatar)} alt={`${name}的头像`} />;
  return (
    <span role="img" aria-label={`${name}的头像`}>
      <Avatar className="hcs-user-avatar" aria-hidden>
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
    </span>
  );
}
