import { useQueryClient } from '@tanstack/react-query';
import { Button, List } from 'antd';
import { lazy, useCallback, useState } from 'react';
import { LazyOnce } from '../../../components/LazyOnce.tsx';
import { useApiQuery } from '../../../utils/serverState.ts';
import { ACCOUNT_PROFILE } from '../accountQueries.ts';
import { EmailModal } from './EmailModal.tsx';
import { MySessions } from './MySessions.tsx';
import { PhoneChangeModal } from './PhoneChangeModal.tsx';

const ChangePasswordModal = lazy(() =>
  import('../../../components/ChangePasswordModal.tsx').then((m) => ({ default: m.ChangePasswordModal })),
);

/** 138****1234: enough to recognise one's own number on a shared screen. */
const maskPhone = (phone: string) =>
  phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;

type Dialog = 'password' | 'phone' | 'email' | null;

/** 安全设置: password, phone, e-mail and the sessions I am signed in with. */
export default function SecuritySettings() {
  const client = useQueryClient();
  const profile = useApiQuery({ queryKey: ACCOUNT_PROFILE.key, load: ACCOUNT_PROFILE.load });
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = useCallback(() => setDialog(null), []);
  const changed = useCallback(() => {
    setDialog(null);
    void client.invalidateQueries({ queryKey: ACCOUNT_PROFILE.key });
  }, [client]);
  const phone = profile.data?.phone;
  const email = profile.data?.email ?? null;

  const rows = [
    { key: 'password', title: '账户密码', description: '定期修改密码可以提高账号安全性', action: '修改' },
    {
      key: 'phone',
      title: '密保手机',
      description: phone ? `已绑定手机：${maskPhone(phone)}` : '未绑定手机',
      action: phone ? '修改' : '绑定',
    },
    {
      key: 'email',
      title: '备用邮箱',
      description: email ? `已绑定邮箱：${email}` : '未绑定邮箱',
      action: email ? '修改' : '绑定',
    },
  ] as const;

  return (
    <>
      <List
        className="hcs-account-security"
        loading={profile.isLoading}
        dataSource={[...rows]}
        renderItem={(row) => (
          <List.Item
            actions={[
              <Button
                key="go"
                type="link"
                aria-label={`${row.action}${row.title}`}
                onClick={() => setDialog(row.key)}
              >
                {row.action}
              </Button>,
            ]}
          >
            <List.Item.Meta title={row.title} description={row.description} />
          </List.Item>
        )}
      />
      <h3 className="hcs-account-subtitle">我的登录会话</h3>
      <MySessions />
      <LazyOnce when={dialog === 'password'}>
        <ChangePasswordModal open={dialog === 'password'} onClose={close} />
      </LazyOnce>
      <PhoneChangeModal open={dialog === 'phone'} onClose={close} onDone={changed} />
      <EmailModal open={dialog === 'email'} email={email} onClose={close} onDone={changed} />
    </>
  );
}
