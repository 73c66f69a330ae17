import { App } from 'antd';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../../app/router/paths.ts';
import { useTabsStore } from '../../stores/tabs.ts';
import { useConfirmLeave } from '../unsaved/LeaveGuard.tsx';
import { hasUnsavedWork } from '../unsaved/unsavedWork.ts';
import type { TabAction } from './tabMenuItems.tsx';
import { type CloseOutcome, closeLeft, closeOthers, closeRight, closeTab, tabPath } from './tabRules.ts';

/** Closing and refreshing tabs, with the warnings of spec §8 and the navigation to the tab that becomes active. */
export function useTabActions(activeKey: string) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const confirmLeave = useConfirmLeave();

  const apply = async (outcome: CloseOutcome) => {
    if (!outcome.ok) {
      void message.warning(outcome.warning);
      return;
    }
    const kept = new Set(outcome.tabs.map((tab) => tab.key));
    const closing = useTabsStore.getState().tabs.flatMap((tab) => (kept.has(tab.key) ? [] : [tab.key]));
    if (!(await confirmLeave(hasUnsavedWork(closing)))) return;
    useTabsStore.getState().replace(outcome.tabs);
    if (outcome.activate && outcome.activate !== activeKey) navigate(tabPath(outcome.tabs, outcome.activate));
  };

  const close = (key: string) => apply(closeTab(useTabsStore.getState().tabs, key, activeKey, HOME_PATH));

  const run = (action: TabAction, key: string) => {
    const { tabs, refresh } = useTabsStore.getState();
    switch (action) {
      case 'refresh':
        refresh(key);
        if (key !== activeKey) navigate(tabPath(tabs, key));
        return;
      case 'closeLeft':
        return apply(closeLeft(tabs, key, activeKey, HOME_PATH));
      case 'closeRight':
        return apply(closeRight(tabs, key, activeKey, HOME_PATH));
      case 'closeOthers':
        return apply(closeOthers(tabs, key, activeKey, HOME_PATH));
    }
  };

  return { close, run };
}
