import { Alert, Button } from 'antd';

/** A failed load, with the server's reason and a retry. */
export function LoadError({ title, error, onRetry }: { title: string; error: string; onRetry: () => void }) {
  return (
    <Alert
      className="hcs-dashboard__error"
      type="error"
      showIcon
      title={title}
      description={error}
      action={<Button onClick={onRetry}>重试</Button>}
    />
  );
}
