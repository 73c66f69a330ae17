import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { usePageActive } from '../keepalive/pageActive.ts';
import { PageHeader, type PageHeaderProps } from './PageHeader.tsx';

interface Host {
  /** Where a page's own header goes. */
  slot: HTMLElement | null;
  breadcrumb: ReactNode;
  title: ReactNode;
  /** A page shows its own header instead of the plain one until the returned function is called. */
  claim(): () => void;
}

const HostContext = createContext<Host | null>(null);

interface PageHeaderHostProps {
  breadcrumb: ReactNode;
  /** The route's title. */
  title?: ReactNode;
  /** The page area, whose page may add to the header with PageHeaderContent. */
  children: ReactNode;
}

/**
 * The main layout's page header: breadcrumb and title, or, when the page shown passes more (logo,
 * description, search, tabs …) through PageHeaderContent, the page's fuller header in its place.
 */
export function PageHeaderHost({ breadcrumb, title, children }: PageHeaderHostProps) {
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  const [claims, setClaims] = useState(0);
  const claim = useCallback(() => {
    setClaims((n) => n + 1);
    return () => setClaims((n) => n - 1);
  }, []);
  const host = useMemo<Host>(() => ({ slot, breadcrumb, title, claim }), [slot, breadcrumb, title, claim]);
  return (
    <HostContext.Provider value={host}>
      {claims === 0 ? <PageHeader breadcrumb={breadcrumb} title={title} /> : null}
      <div ref={setSlot} className="hcs-page-header-slot" />
      {children}
    </HostContext.Provider>
  );
}

/** What a page adds to the layout's header; the breadcrumb stays the layout's. */
export type PageHeaderContentProps = Omit<PageHeaderProps, 'breadcrumb'>;

/**
 * A page's part of the page header: rendered by the page (so its state and callbacks stay the
 * page's) into the layout's header while the page is the one shown. The title defaults to the
 * route's. Outside the main layout it is a header of its own.
 */
export function PageHeaderContent(props: PageHeaderContentProps) {
  const host = useContext(HostContext);
  const active = usePageActive();
  const claim = host?.claim;
  // Before paint, so the plain header and the page's never show together.
  useLayoutEffect(() => (claim && active ? claim() : undefined), [claim, active]);
  if (!host) return <PageHeader {...props} />;
  if (!active || !host.slot) return null;
  return createPortal(
    <PageHeader breadcrumb={host.breadcrumb} {...props} title={props.title ?? host.title} />,
    host.slot,
  );
}
