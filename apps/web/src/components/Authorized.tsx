import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useAuth } from '../utils/permission.ts';

interface AuthorizedProps {
  code: string;
  /** hide: type-1 rule, children are removed unless granted; disable: type-2 rule, they are disabled. */
  mode?: 'hide' | 'disable';
  children: ReactNode;
}

/** The has-permission directive and the form-field rule of spec §6 as a wrapper. */
export function Authorized({ code, mode = 'hide', children }: AuthorizedProps) {
  const auth = useAuth();
  if (mode === 'hide') return auth.has(code) ? children : null;
  if (!auth.fieldDisabled(code)) return children;
  return Children.map(children, (child) =>
    isValidElement(child)
      ? cloneElement(child as ReactElement<{ disabled?: boolean }>, { disabled: true })
      : child,
  );
}
