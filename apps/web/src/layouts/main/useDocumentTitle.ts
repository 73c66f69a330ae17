import { useEffect } from 'react';
import { usePublicConfig } from '../../stores/publicConfig.ts';

/** Sets the browser title to `<page title> - <platform name>` (spec §1), or the platform name alone. */
export function useDocumentTitle(pageTitle: string | undefined): void {
  const { platformName } = usePublicConfig().config;
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} - ${platformName}` : platformName;
  }, [pageTitle, platformName]);
}
