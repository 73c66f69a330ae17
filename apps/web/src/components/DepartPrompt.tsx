import { useSessionStore } from '../stores/session.ts';
import { DepartSelectModal } from './DepartSelectModal.tsx';

/** After a login that found the user in several departments, asks once which one to work in. */
export function DepartPrompt() {
  const departPrompt = useSessionStore((s) => s.departPrompt);
  const clearDepartPrompt = useSessionStore((s) => s.clearDepartPrompt);
  return <DepartSelectModal open={departPrompt} onClose={clearDepartPrompt} closable={false} />;
}
