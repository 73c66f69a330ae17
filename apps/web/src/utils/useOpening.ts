import { useCallback, useState } from 'react';

export interface Opening<T> {
  open: boolean;
  /** What the dialog is about (the record to edit, null to add, …). */
  subject: T;
  /** A new one for every opening: keyed by it, the dialog's form is mounted afresh each time. */
  session: number;
}

/** The state of a dialog or drawer that opens about one subject and starts afresh at every opening. */
export function useOpening<T>(initial: T) {
  const [state, setState] = useState<Opening<T>>({ open: false, subject: initial, session: 0 });
  const show = useCallback(
    (subject: T) => setState((s) => ({ open: true, subject, session: s.session + 1 })),
    [],
  );
  const hide = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  return { ...state, show, hide };
}
