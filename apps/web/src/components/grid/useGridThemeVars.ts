import { theme } from 'antd';
import { type CSSProperties, useMemo } from 'react';

/** The theme's colours for the grid's own controls (grid.css), as custom properties on the grid's root. */
export function useGridThemeVars(): CSSProperties {
  const { token } = theme.useToken();
  return useMemo(
    () =>
      ({
        '--hcs-grid-text': token.colorText,
        '--hcs-grid-bg': token.colorBgContainer,
        '--hcs-grid-border': token.colorBorder,
        '--hcs-grid-radius': `${token.borderRadius}px`,
        '--hcs-grid-primary': token.colorPrimary,
        '--hcs-grid-primary-hover': token.colorPrimaryHover,
        '--hcs-grid-outline': token.controlOutline,
        '--hcs-grid-placeholder': token.colorTextPlaceholder,
        '--hcs-grid-disabled-text': token.colorTextDisabled,
        '--hcs-grid-disabled-bg': token.colorBgContainerDisabled,
        '--hcs-grid-error': token.colorError,
      }) as CSSProperties,
    [token],
  );
}
