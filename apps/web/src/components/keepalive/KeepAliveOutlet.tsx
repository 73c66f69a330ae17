import { type ReactElement, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  type Location,
  UNSAFE_LocationContext,
  useLocation,
  useNavigate,
  useNavigationType,
  useOutlet,
} from 'react-router';
import { isListNavigation, LIST_NAVIGATION } from '../list/listUrlState.ts';
import { PageKeyContext } from '../unsaved/unsavedWork.ts';
import { PageActiveContext } from './pageActive.ts';

interface CachedPage {
  key: string;
  generation: number;
  /** The outlet as first rendered for this page; shown, hidden, while another page is active. */
  element: ReactElement | null;
  location: Location;
}

export interface KeepAliveOutletProps {
  /**
   * The current page's identity: its full path (pathname + search), less what the page keeps of its
   * own state in the URL (a list's page, sort and query), so that moving it keeps the same page.
   */
  activeKey: string;
  /** Whether the current page is kept alive (its route's meta.keepAlive). */
  keepAlive: boolean;
  /** Pages that may stay cached (the open tabs); any other cached page is dropped. */
  retainKeys: readonly string[];
  /** Refresh counters by key: a page whose counter changed mounts anew. */
  generations?: Readonly<Record<string, number>>;
}

const NO_GENERATIONS: Readonly<Record<string, number>> = {};

const fullPathOf = (location: Location) => `${location.pathname}${location.search}`;

function sameCache(a: readonly CachedPage[], b: readonly CachedPage[]): boolean {
  return a.length === b.length && a.every((page, i) => page === b[i]);
}

/**
 * The route outlet with keep-alive (spec §2 "Pages may be kept alive per the route's keepAlive
 * flag"): a kept-alive page stays mounted, hidden, while another page shows, so its state (form
 * input, scroll position) is there when its tab is chosen again. Other pages mount on each visit.
 */
export function KeepAliveOutlet({
  activeKey,
  keepAlive,
  retainKeys,
  generations = NO_GENERATIONS,
}: KeepAliveOutletProps) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const generationOf = (key: string) => generations[key] ?? 0;

  const [cache, setCache] = useState<CachedPage[]>([]);
  // Adjusted while rendering so a closed or refreshed page never shows for one more frame.
  let next = cache.filter(
    (page) =>
      (page.key === activeKey || retainKeys.includes(page.key)) && page.generation === generationOf(page.key),
  );
  let restoring: Location | null = null;
  if (keepAlive) {
    const current = next.find((page) => page.key === activeKey);
    if (!current) {
      next = [...next, { key: activeKey, generation: generationOf(activeKey), element: outlet, location }];
    } else if (
      navigationType === 'PUSH' &&
      fullPathOf(location) === activeKey &&
      fullPathOf(current.location) !== activeKey &&
      !isListNavigation(location.state)
    ) {
      // A link to the page's bare path (the menu, a breadcrumb): the page comes back as it was left,
      // its own state in the URL included, and never sees the bare path.
      restoring = current.location;
    } else if (current.location !== location) {
      // The page moved its own state in the URL: hidden again, it goes on seeing where it is now.
      next = next.map((page) => (page === current ? { ...page, element: outlet, location } : page));
    }
  }
  if (!sameCache(next, cache)) setCache(next);

  const navigate = useNavigate();
  const restoreTo = restoring ? fullPathOf(restoring) : null;
  useEffect(() => {
    if (restoreTo) navigate(restoreTo, { replace: true, state: LIST_NAVIGATION });
  }, [restoreTo, navigate]);

  useScrollMemory(activeKey, keepAlive);

  const slots: ReactNode[] = next.map((page) => {
    const active = keepAlive && page.key === activeKey;
    return (
      <div key={`${page.key}#${page.generation}`} className="hcs-keep-alive" hidden={!active}>
        {/* A hidden page keeps seeing its own location, not the one now shown. */}
        <UNSAFE_LocationContext.Provider
          value={{ location: active ? (restoring ?? location) : page.location, navigationType }}
        >
          <PageActiveContext.Provider value={active}>
            <PageKeyContext.Provider value={page.key}>
              {active ? outlet : page.element}
            </PageKeyContext.Provider>
          </PageActiveContext.Provider>
        </UNSAFE_LocationContext.Provider>
      </div>
    );
  });
  if (!keepAlive) {
    slots.push(
      <div key={`live#${generationOf(activeKey)}`} className="hcs-keep-alive">
        <PageKeyContext.Provider value={activeKey}>{outlet}</PageKeyContext.Provider>
      </div>,
    );
  }
  return <>{slots}</>;
}

/** Remembers the window's scroll position per page and restores it when a kept-alive page shows again. */
function useScrollMemory(activeKey: string, keepAlive: boolean): void {
  const positions = useRef(new Map<string, number>());
  const current = useRef(activeKey);

  useEffect(() => {
    const onScroll = () => positions.current.set(current.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    if (current.current === activeKey) return;
    current.current = activeKey;
    const saved = keepAlive ? positions.current.get(activeKey) : undefined;
    window.scrollTo(0, saved ?? 0);
  }, [activeKey, keepAlive]);
}
