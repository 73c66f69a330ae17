import { create } from 'zustand';

export interface Announcement {
  /** Grows with every announcement, so the same text said twice is a new node and is read again. */
  id: number;
  text: string;
}

/** How many announcements the live region keeps; older ones leave it (a removal is not read out). */
export const KEPT_ANNOUNCEMENTS = 3;

interface AnnouncerState {
  announcements: readonly Announcement[];
}

/** What the one polite live region (LiveRegion, mounted by the main layout) says. */
export const useAnnouncer = create<AnnouncerState>()(() => ({ announcements: [] }));

let nextId = 1;

/**
 * Tells a screen reader `text` through the polite live region: a page's title after a route change, a
 * list's load, a save, a delete, an error. Blank text says nothing. Callable outside React.
 */
export function announce(text: string): void {
  const said = text.trim();
  if (!said) return;
  useAnnouncer.setState((s) => ({
    announcements: [...s.announcements, { id: nextId++, text: said }].slice(-KEPT_ANNOUNCEMENTS),
  }));
}

/** What a list load says: its number of rows, or that it has none. */
export function listLoadedText(total: number): string {
  return total > 0 ? `已加载 ${total} 条` : '没有数据';
}
