import { App } from 'antd';
import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { hasUnsavedWork, LEAVE_QUESTION } from './unsavedWork.ts';

interface LeaveGuardProps {
  /** The page shown now (its keep-alive key). */
  pageKey: string;
  /** Whether the page stays mounted when another is shown (a kept-alive tab): then nothing is lost. */
  keptAlive: boolean;
}

function RouterLeaveGuard({ pageKey, keptAlive }: LeaveGuardProps) {
  const { modal } = App.useApp();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !keptAlive && currentLocation.pathname !== nextLocation.pathname && hasUnsavedWork([pageKey]),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: LEAVE_QUESTION,
      okText: '离开',
      cancelText: '留下',
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal]);
  return null;
}

/**
 * Asks {@link LEAVE_QUESTION} before a navigation (the back button, a menu entry, a link) takes away a page
 * that holds unsaved changes. Needs the app's data router; elsewhere (a component test) it does nothing.
 */
export function LeaveGuard(props: LeaveGuardProps) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <RouterLeaveGuard {...props} /> : null;
}

/** Asks {@link LEAVE_QUESTION} when `dirty`; resolves whether to go on (closing a form, a tab). */
export function useConfirmLeave(): (dirty: boolean) => Promise<boolean> {
  const { modal } = App.useApp();
  return (dirty) =>
    dirty
      ? new Promise<boolean>((resolve) => {
          modal.confirm({
            title: LEAVE_QUESTION,
            okText: '离开',
            cancelText: '留下',
            onOk: () => resolve(true),
            onCancel: () => resolve(false),
          });
        })
      : Promise.resolve(true);
}
