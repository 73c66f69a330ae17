import { expect, type Locator, type Page } from '@playwright/test';

/** The main menu (side, top or in the mobile drawer). */
export function mainMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: '主菜单' });
}

/** Opens a page of the 异常页 folder through the side menu, as a person would. */
export async function openExceptionPage(page: Page, title: '403' | '404' | '500'): Promise<void> {
  const menu = mainMenu(page);
  const folder = menu.getByRole('menuitem', { name: /异常页/ });
  await expect(folder).toBeVisible();
  if ((await folder.getAttribute('aria-expanded')) !== 'true') await folder.click();
  await menu.getByRole('menuitem', { name: title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/exception/${title}$`));
  // The address changes before the page is drawn; a page left before it was drawn (its code still
  // loading) gets no tab, so wait, as a person would, until the page and its tab are shown.
  await expect(tab(page, title)).toHaveAttribute('aria-current', 'page');
}

/** The tab bar of the multi-tab mode. */
export function tabBar(page: Page): Locator {
  return page.locator('.hcs-multitab');
}

/** The tab (a link to its page) labelled `title`. */
export function tab(page: Page, title: string): Locator {
  return tabBar(page).getByRole('link', { name: title, exact: true });
}

/** Closes the tab labelled `title` with its close button. */
export async function closeTab(page: Page, title: string): Promise<void> {
  await tabBar(page)
    .getByRole('button', { name: `关闭 ${title}`, exact: true })
    .click();
}

/** The titles of the open tabs, in order. */
export async function tabTitles(page: Page): Promise<string[]> {
  return tabBar(page).locator('.hcs-multitab__link').allInnerTexts();
}

/** Opens the settings drawer from the header's user menu. */
export async function openSettings(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /用户菜单/ }).click();
  await page.getByRole('menuitem', { name: '系统设置' }).click();
  const drawer = page.getByRole('dialog', { name: '系统设置' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Closes the settings drawer. */
export async function closeSettings(page: Page): Promise<void> {
  await page.getByRole('button', { name: '关闭系统设置' }).click();
  await expect(page.getByRole('dialog', { name: '系统设置' })).toBeHidden();
}

export { settled } from '../support/motion.ts';
