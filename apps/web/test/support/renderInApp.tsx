import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactElement } from 'react';
import { QueryWrapper } from './queryClient.tsx';

/** Renders inside the signed-in app's providers (Chinese locale, App for message and modal, server state). */
export function renderInApp(ui: ReactElement) {
  return render(
    <ConfigProvider locale={zhCN}>
      <App>{ui}</App>
    </ConfigProvider>,
    { wrapper: QueryWrapper },
  );
}
