import { createContext, useContext, useEffect, useId } from 'react';

/** Spec-style wording of the question asked before typed work is dropped (issue 16). */
export const LEAVE_QUESTION = '有未保存的内容，确定离开？';

/** The page (its keep-alive key) a form belongs to; '' outside the page outlet. */
export const PageKeyContext = createContext('');

/** Forms with unsaved changes, by the page that holds them. */
const unsaved = new Map<string, Set<string>>();

/** Whether any of these pages holds a form with unsaved changes. */
export function hasUnsavedWork(pageKeys: Iterable<string>): boolean {
  for (const key of pageKeys) if ((unsaved.get(key)?.size ?? 0) > 0) return true;
  return false;
}

function onBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Older browsers show the dialog only when returnValue is set; they show their own text, not ours.
  event.returnValue = LEAVE_QUESTION;
}

let guardedForms = 0;

/**
 * Marks the form around as holding unsaved changes while `dirty`: a reload or closing the browser asks the
 * browser's own question, and leaving or closing its page (the back button, a link, the tab bar) asks
 * {@link LEAVE_QUESTION} first (see LeaveGuard and the tab bar).
 */
export function useUnsavedWork(dirty: boolean): void {
  const pageKey = useContext(PageKeyContext);
  const id = useId();
  useEffect(() => {
    if (!dirty) return;
    let forms = unsaved.get(pageKey);
    if (!forms) {
      forms = new Set();
      unsaved.set(pageKey, forms);
    }
    forms.add(id);
    guardedForms += 1;
    if (guardedForms === 1) window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      forms.delete(id);
      if (forms.size === 0) unsaved.delete(pageKey);
      guardedForms -= 1;
      if (guardedForms === 0) window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty, pageKey, id]);
}
