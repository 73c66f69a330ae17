import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { type ReactNode, useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { FIRST_ERROR_FOCUS } from '../components/form/firstError.ts';
import { CLEAR_ICON, SEARCH_ICON } from '../components/form/iconNames.tsx';
import { useSettingsStore } from '../stores/settings.ts';
import { useMediaQuery } from '../utils/useMediaQuery.ts';
import { AppRoutes } from './router/AppRoutes.tsx';
import { RouteGuard } from './router/RouteGuard.tsx';
import { buildTheme } from './theme.ts';
import { useDisplayTheme } from './useDisplayTheme.ts';
import { useDocumentSettings } from './useDocumentSettings.ts';
import './global.css';

// A form submitted with invalid values focuses its first invalid field.
const FORM_CONFIG = { scrollToFirstError: FIRST_ERROR_FOCUS };
// Date and time pickers clear with a button named 清除 (not the icon's "close-circle").
const PICKER_CONFIG = { clearIcon: CLEAR_ICON };
const SEARCH_CONFIG = { searchIcon: SEARCH_ICON };

/**
 * The locale and the theme of the chosen colour, text size (字号) and contrast (高对比度), without
 * animations when the system asks for reduced motion; re-renders everything below when one changes.
 */
function ThemedProvider({ children }: { children: ReactNode }) {
  const primaryColor = useSettingsStore((s) => s.primaryColor);
  const fontScale = useSettingsStore((s) => s.fontScale);
  const highContrast = useSettingsStore((s) => s.highContrast);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const display = useDisplayTheme(fontScale !== 100 || highContrast);
  const theme = useMemo(
    () => buildTheme(primaryColor, !reducedMotion, display?.displayTokens(fontScale, highContrast)),
    [primaryColor, reducedMotion, display, fontScale, highContrast],
  );
  return (
    <ConfigProvider
      locale={zhCN}
      theme={theme}
      form={FORM_CONFIG}
      datePicker={PICKER_CONFIG}
      timePicker={PICKER_CONFIG}
      inputSearch={SEARCH_CONFIG}
    >
      {children}
    </ConfigProvider>
  );
}

// Static antd calls (message, Modal, notification from the request client) get the same locale and theme.
ConfigProvider.config({
  holderRender: (children) => <ThemedProvider>{children}</ThemedProvider>,
});

/**
 * A data router with one catch-all route: the routes themselves are built from the menu at run time
 * (AppRoutes), and the data router lets a form with unsaved changes hold a navigation (LeaveGuard).
 */
const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <RouteGuard>
        <AppRoutes />
      </RouteGuard>
    ),
  },
]);

export function App() {
  useDocumentSettings();
  return (
    <ThemedProvider>
      <RouterProvider router={router} />
    </ThemedProvider>
  );
}
