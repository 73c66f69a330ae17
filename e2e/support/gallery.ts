import { expect, type Locator, type Page } from '@playwright/test';

/** The component gallery's demo card titled `title`. */
export const galleryDemo = (page: Page, title: string): Locator =>
  page
    .locator('.hcs-gallery__demo')
    .filter({ has: page.locator('.ant-card-head-title').getByText(title, { exact: true }) });

/** What the demo titled `title` shows as its current value. */
export const shownValue = (page: Page, title: string): Locator => page.getByTestId(`value-${title}`);

/**
 * Opens the gallery on the tab `key` (named `tabName`) and waits until `ready` is visible. The gallery
 * and the tab's code load on demand: slow on a busy machine.
 */
export async function openGalleryTab(
  page: Page,
  key: string,
  tabName: string,
  ready?: Locator,
): Promise<void> {
  await page.goto(`/test/home?tab=${key}`);
  await expect(page.getByRole('tab', { name: tabName, selected: true })).toBeVisible({ timeout: 60_000 });
  await expect(ready ?? page.locator('.hcs-gallery__demo').first()).toBeVisible({ timeout: 60_000 });
}
