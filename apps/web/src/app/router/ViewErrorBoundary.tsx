import { Alert, Button } from 'antd';
import { Component, type ReactNode } from 'react';
import { ViewLoadError } from './viewError.ts';

interface Props {
  children: ReactNode;
}

interface State {
  error: unknown;
  retrying: boolean;
}

/**
 * Shows 页面加载失败 with the failure code and a 重试 button instead of a blank page. An Alert, not a
 * Result: Result brings its illustrations along, and this boundary is part of the first page load.
 */
export class ViewErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, retrying: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  private readonly retry = async (): Promise<void> => {
    const { error } = this.state;
    this.setState({ retrying: true });
    if (error instanceof ViewLoadError && error.retry) await error.retry();
    this.setState({ error: null, retrying: false });
  };

  override render(): ReactNode {
    const { error, retrying } = this.state;
    if (error === null) return this.props.children;
    const detail =
      error instanceof ViewLoadError
        ? `错误代码：${error.code}`
        : `错误信息：${error instanceof Error ? error.message : String(error)}`;
    return (
      <Alert
        className="hcs-view-error"
        type="error"
        showIcon
        title="页面加载失败"
        description={detail}
        action={
          <Button type="primary" loading={retrying} onClick={() => void this.retry()}>
            重试
          </Button>
        }
      />
    );
  }
}
