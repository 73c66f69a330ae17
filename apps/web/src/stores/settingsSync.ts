import type { AccountLayoutPreferences } from '@hcs/shared';
import { StorageKeys } from '@hcs/shared';
import { useEffect } from 'react';
import { getPreferences, savePreferences } from '../api/account.ts';
import { getLocal, setLocal } from '../utils/storage.ts';
import { adoptSettings, currentSettings, type LayoutSettings, useSettingsStore } from './settings.ts';

/** Changes made in a row (trying one colour after another, say) are saved once. */
const SAVE_DELAY_MS = 600;
/** The sign-in (its token) whose saved preferences this browser has taken over. */
const ADOPTED_FOR_KEY = 'LAYOUT_ADOPTED_FOR';

let synced: string | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;

/** What follows the user: every preference but whether the sidebar is open, which suits one screen. */
function followed(settings: LayoutSettings): AccountLayoutPreferences {
  const { sidebarOpened: _sidebarOpened, ...layout } = settings;
  return layout;
}

const keyOf = (layout: AccountLayoutPreferences) => JSON.stringify(layout);

function scheduleSave() {
  if (keyOf(followed(currentSettings())) === synced) return;
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    const layout = followed(currentSettings());
    if (keyOf(layout) === synced) return;
    synced = keyOf(layout);
    // A failed save has been shown by the request client; this browser keeps its own copy either way.
    savePreferences(layout).catch(() => {
      synced = null;
    });
  }, SAVE_DELAY_MS);
}

/**
 * The layout preferences follow the user (账户设置 → 个性化): at a new sign-in on this browser the ones
 * saved on the server are applied, and every later change of the settings store (the drawer or the
 * 个性化 tab) is saved back. Called by the main layout, which exists only while signed in.
 */
export function useSettingsSync(): void {
  useEffect(() => {
    let cancelled = false;
    const token = getLocal<string>(StorageKeys.token);
    const newSignIn = token !== null && getLocal<string>(ADOPTED_FOR_KEY) !== token;
    if (newSignIn) setLocal(ADOPTED_FOR_KEY, token);
    // What this browser shows counts as saved: only a change made from here on is sent.
    synced = keyOf(followed(currentSettings()));
    const unsubscribe = useSettingsStore.subscribe(scheduleSave);
    if (newSignIn) {
      void getPreferences()
        .then((saved) => {
          if (cancelled || !saved) return;
          synced = keyOf(followed({ ...currentSettings(), ...saved }));
          adoptSettings(saved);
        })
        .catch(() => undefined);
    }
    return () => {
      cancelled = true;
      unsubscribe();
      synced = null;
    };
  }, []);
}
