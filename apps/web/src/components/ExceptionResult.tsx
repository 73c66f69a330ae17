import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../app/router/paths.ts';

export type ExceptionStatus = '403' | '404' | '500';

const EXCEPTION_TEXT: Record<ExceptionStatus, string> = {
  '403': '抱歉，你无权访问该页面',
  '404': '抱歉，你访问的页面不存在',
  '500': '抱歉，服务器出错了',
};

interface ExceptionResultProps {
  status: ExceptionStatus;
  /** On a page of its own the text is the page's h1; inside the main layout the layout owns the h1. */
  asPageHeading?: boolean;
}

export function ExceptionResult({ status, asPageHeading = false }: ExceptionResultProps) {
  const navigate = useNavigate();
  const text = EXCEPTION_TEXT[status];
  return (
    <Result
      status={status}
      title={asPageHeading ? <h1 className="hcs-exception__title">{text}</h1> : text}
      extra={
        <Button type="primary" onClick={() => navigate(HOME_PATH)}>
          返回首页
        </Button>
      }
    />
  );
}
