import { lazy } from 'react';
import { useSessionStore } from '../stores/session.ts';
import { LazyOnce } from './LazyOnce.tsx';

const DepartSelectModal = lazy(() =>
  import('./DepartSelectModal.tsx').then((m) => ({ default: m.DepartSelectModal })),
);

/** After a login that found the user in several departments, asks once which one to work in. */
export function DepartPrompt() {
  const departPrompt = useSessionStore((s) => s.departPrompt);
  const clearDepartPrompt = useSessionStore((s) => s.clearDepartPrompt);
  return (
    <LazyOnce when={departPrompt}>
      <DepartSelectModal open={departPrompt} onClose={clearDepartPrompt} closable={false} />
    </LazyOnce>
  );
}
