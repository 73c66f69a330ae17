import { mkdirSync } from 'node:fs';
import { chromium, type FullConfig } from '@playwright/test';
import { ADMIN, ADMIN_STATE, BASE_URL } from './env.ts';
import { loginThroughForm } from './login.ts';

/** Signs the admin in once; tests that only need a signed-in admin reuse this state. */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const launchOptions = config.projects[0]?.use.launchOptions ?? {};
  const browser = await chromium.launch(launchOptions);
  const page = await browser.newPage({ baseURL: BASE_URL, locale: 'zh-CN' });
  await page.goto('/user/login');
  await loginThroughForm(page, ADMIN);
  await page.waitForURL('**/dashboard/analysis');
  mkdirSync('.auth', { recursive: true });
  await page.context().storageState({ path: ADMIN_STATE });
  await browser.close();
}
