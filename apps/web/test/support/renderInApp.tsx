import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactElement } from 'react';

/** Renders inside the app's antd providers (Chinese locale, App for message and modal). */
export function renderInApp(ui: ReactElement) {
  return render(
    <ConfigProvider locale={zhCN}>
      <App>{ui}</App>
    </ConfigProvider>,
  );
}
