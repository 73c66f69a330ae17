import { UserOutlined } from '@ant-design/icons';
import type { AccountProfile } from '@hcs/shared';
import { Avatar, Button, Card, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { NAMED_ROUTE_PATHS, RouteName } from '../../../app/router/paths.ts';
import { fileAccessUrl } from '../../../utils/fileAccessUrl.ts';

function TagRow({ label, values }: { label: string; values: string[] }) {
  return (
    <div className="hcs-account-card__row">
      <dt>{label}</dt>
      <dd>{values.length > 0 ? values.map((v) => <Tag key={v}>{v}</Tag>) : '无'}</dd>
    </div>
  );
}

/** 个人中心's card: who I am, where I work and what I may do. */
export function ProfileCard({ profile, loading }: { profile: AccountProfile | undefined; loading: boolean }) {
  return (
    <Card className="hcs-account-card">
      {loading || !profile ? (
        <Skeleton avatar active />
      ) : (
        <>
          <div className="hcs-account-card__head">
            <Avatar size={96} src={fileAccessUrl(profile.avatar)} icon={<UserOutlined />} alt="" />
            <h2 className="hcs-account-card__name">{profile.realname}</h2>
            <p className="hcs-account-card__username">{profile.username}</p>
          </div>
          <dl className="hcs-account-card__list">
            <TagRow label="部门" values={profile.departNames} />
            <TagRow label="职务" values={profile.positionNames} />
            <TagRow label="角色" values={profile.roleNames} />
            <div className="hcs-account-card__row">
              <dt>手机</dt>
              <dd>{profile.phone || '未设置'}</dd>
            </div>
            <div className="hcs-account-card__row">
              <dt>邮箱</dt>
              <dd>{profile.email || '未设置'}</dd>
            </div>
          </dl>
          <Link to={NAMED_ROUTE_PATHS[RouteName.accountSettingsBase]}>
            <Button block>编辑资料</Button>
          </Link>
        </>
      )}
    </Card>
  );
}
