import { Alert, App, Button, List, Popconfirm } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { removeThirdBinding, startThirdBinding, thirdBindings } from '../../../api/thirdLogin.ts';
import { ToneTag } from '../../../components/ToneTag.tsx';
import { useServerAction } from '../../../utils/serverAction.ts';
import { useApiQuery } from '../../../utils/serverState.ts';

const BINDINGS_KEY = ['account', 'thirdBindings'] as const;

/**
 * 账号绑定: each enabled third-party login, bound to this account or not. 绑定 goes to the provider and
 * comes back here (`#thirdBound=…`, or `#thirdError=…` with the refusal); 解绑 removes the binding.
 */
export default function BindingSettings() {
  const act = useServerAction();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const bindings = useApiQuery({ queryKey: BINDINGS_KEY, load: thirdBindings });
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState<string | null>(null);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const outcome = new URLSearchParams(hash.slice(1));
    if (!outcome.has('thirdBound') && !outcome.has('thirdError')) return;
    // Once per arrival (React may run an effect twice).
    if (handled.current === hash) return;
    handled.current = hash;
    const refused = outcome.get('thirdError');
    if (refused) setError(refused);
    else void message.success('绑定成功');
    navigate({ pathname, search }, { replace: true });
  }, [hash, search, pathname, navigate, message]);

  const bind = async (code: string) => {
    setLeaving(code);
    const started = await act(startThirdBinding(code));
    if (started) window.location.assign(started.result.url);
    else setLeaving(null);
  };

  const unbind = async (code: string) => {
    if (await act(removeThirdBinding(code), { success: true })) await bindings.refetch();
  };

  return (
    <>
      {error ? (
        <Alert
          type="error"
          showIcon
          title={error}
          role="alert"
          closable={{ onClose: () => setError(null) }}
        />
      ) : null}
      <List
        loading={bindings.isLoading}
        dataSource={bindings.data ?? []}
        locale={{ emptyText: '暂无可绑定的第三方账号' }}
        renderItem={(item) => (
          <List.Item
            actions={[
              item.bound ? (
                <Popconfirm
                  key="unbind"
                  title={`确定解除与 ${item.name} 的绑定吗？`}
                  description="解绑后将不能再用它登录本账号"
                  onConfirm={() => unbind(item.code)}
                >
                  <Button aria-label={`解绑 ${item.name}`}>解绑</Button>
                </Popconfirm>
              ) : (
                <Button
                  key="bind"
                  type="primary"
                  aria-label={`绑定 ${item.name}`}
                  loading={leaving === item.code}
                  onClick={() => void bind(item.code)}
                >
                  绑定
                </Button>
              ),
            ]}
          >
            <List.Item.Meta
              title={
                <span>
                  {item.name}{' '}
                  {item.bound ? (
                    <ToneTag tone="success">已绑定</ToneTag>
                  ) : (
                    <ToneTag tone="neutral">未绑定</ToneTag>
                  )}
                </span>
              }
              description={
                item.bound
                  ? `已绑定${item.externalName ? `账号：${item.externalName}` : ''}${item.boundAt ? `，绑定于 ${item.boundAt}` : ''}`
                  : `绑定后可使用 ${item.name} 直接登录本系统`
              }
            />
          </List.Item>
        )}
      />
    </>
  );
}
