import type { ComponentType } from 'react';

/** One tab of the component gallery: a component family shown with its variants. */
export interface GallerySection {
  /** Stable key, also the `?tab=` value that opens the tab directly. */
  key: string;
  title: string;
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * The gallery's tabs, in display order. Each section is its own lazily loaded file, so a heavy part
 * (an editor, the cron builder) is fetched only when its tab is opened.
 */
export const gallerySections: GallerySection[] = [];
