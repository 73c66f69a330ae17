import { DEFAULT_CENTRE_NAME, DEFAULT_PLATFORM_NAME, type PublicConfig } from '@hcs/shared';
import { useEffect } from 'react';
import { create } from 'zustand';
import { getPublicConfig } from '../api/auth.ts';

export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  platformName: DEFAULT_PLATFORM_NAME,
  centreName: DEFAULT_CENTRE_NAME,
  centreUrl: '',
  captchaEnabled: true,
  registerEnabled: false,
  smsEnabled: true,
  casLoginUrl: null,
  thirdParty: [],
};

interface PublicConfigState {
  config: PublicConfig;
  /** True once the server answered (or failed, leaving the defaults). */
  loaded: boolean;
  requested: boolean;
  load: () => Promise<void>;
}

export const usePublicConfigStore = create<PublicConfigState>()((set, get) => ({
  config: DEFAULT_PUBLIC_CONFIG,
  loaded: false,
  requested: false,
  load: async () => {
    if (get().requested) return;
    set({ requested: true });
    try {
      const config = await getPublicConfig();
      if (config) set({ config: { ...DEFAULT_PUBLIC_CONFIG, ...config } });
    } catch {
      // The defaults stay (refused, or an HTTP failure the request client has shown).
    }
    set({ loaded: true });
  },
}));

/** The platform's public settings; fetched once per page load, defaults until then. */
export function usePublicConfig(): { config: PublicConfig; loaded: boolean } {
  const config = usePublicConfigStore((s) => s.config);
  const loaded = usePublicConfigStore((s) => s.loaded);
  useEffect(() => {
    void usePublicConfigStore.getState().load();
  }, []);
  return { config, loaded };
}
