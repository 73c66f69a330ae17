import { useCallback, useEffect, useRef, useState } from 'react';
import { getCaptcha } from '../../api/auth.ts';

export interface Captcha {
  /** The key the image was issued for; sent with the login. */
  checkKey: number;
  /** Data URL of the image, null while loading or after a failure. */
  src: string | null;
  failed: boolean;
  refresh: () => void;
}

/**
 * A captcha image keyed by `Date.now()` (api-conventions "Captcha"); only the newest answer is shown.
 * Not a query: every image is asked for once and never shared, and the login page carries no query client.
 */
export function useCaptcha(enabled: boolean): Captcha {
  const [state, setState] = useState({ checkKey: 0, src: null as string | null, failed: false });
  const latest = useRef(0);

  const refresh = useCallback(() => {
    const checkKey = Date.now();
    latest.current = checkKey;
    setState({ checkKey, src: null, failed: false });
    getCaptcha(checkKey).then(
      (image) => {
        if (latest.current !== checkKey) return;
        const ok = typeof image === 'string' && image !== '';
        setState({ checkKey, src: ok ? image : null, failed: !ok });
      },
      () => {
        if (latest.current === checkKey) setState({ checkKey, src: null, failed: true });
      },
    );
  }, []);

  useEffect(() => {
    if (enabled) refresh();
  }, [enabled, refresh]);

  return { ...state, refresh };
}
