import { Button, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { LOGIN_PATH } from '../../app/router/paths.ts';
import { useDocumentTitle } from '../../layouts/main/useDocumentTitle.ts';
import './Login.css';

/** After 注册 (spec §2 /user/register-result): done, or waiting for an administrator to enable the account. */
export default function RegisterResult() {
  useDocumentTitle('注册结果');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const username = params.get('username') ?? '';
  const pending = params.get('status') === 'pending';
  const account = username ? `账户 ${username} ` : '账户';
  return (
    <section className="hcs-login" aria-label="注册结果">
      <Result
        status={pending ? 'info' : 'success'}
        title={
          <h2 className="hcs-login__result-title">{pending ? '注册成功，等待管理员审核' : '注册成功'}</h2>
        }
        subTitle={
          pending ? `${account}已提交，管理员审核通过后即可登录。` : `${account}已创建，现在可以登录了。`
        }
        extra={
          <Button type="primary" size="large" onClick={() => navigate(LOGIN_PATH, { replace: true })}>
            去登录
          </Button>
        }
      />
    </section>
  );
}
