import { expect, type Locator, type Page } from '@playwright/test';

/** The question asked before typed work is dropped. */
export const LEAVE_QUESTION = '有未保存的内容，确定离开？';

/** Closes a form the test has typed into with 取消, answering 离开 to the question that follows. */
export async function cancelTypedForm(page: Page, form: Locator): Promise<void> {
  await form.getByRole('button', { name: /取\s*消/ }).click();
  await page
    .getByRole('dialog', { name: LEAVE_QUESTION })
    .getByRole('button', { name: /离\s*开/ })
    .click();
  await expect(form).toBeHidden();
}
