import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Whether the focused element shows that it has the focus: an outline (our :focus-visible ring) or a
 * focus shadow, on it or on the control wrapping it (antd draws a select's or a picker's ring on the
 * wrapper around its input).
 */
function focusShown(): boolean {
  const shows = (el: Element) => {
    const style = getComputedStyle(el);
    const outlined = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    return outlined || (style.boxShadow !== 'none' && style.boxShadow !== '');
  };
  let el: Element | null = document.activeElement;
  if (!el || el === document.body) return false;
  for (let level = 0; el && level < 4; level++, el = el.parentElement) {
    if (shows(el)) return true;
  }
  return false;
}

/** The focused element shows its focus (WCAG 2.4.7). */
export async function expectFocusVisible(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(focusShown), { message: 'the focused element shows no focus' })
    .toBe(true);
}

/** Whether `target` is, or holds, the focused element. */
function holdsFocus(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));
}

/**
 * Presses Tab (Shift+Tab when `backwards`) until `target` has the focus, as a keyboard user moves
 * through a page, and checks that the focus shows there. Fails when `limit` presses do not reach it:
 * it is out of the tab order, or the focus is trapped elsewhere.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, limit = 80 }: { backwards?: boolean; limit?: number } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= limit; presses++) {
    if (await holdsFocus(target)) {
      await expectFocusVisible(page);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${limit} presses of ${backwards ? 'Shift+Tab' : 'Tab'} did not reach ${target}`);
}

/** Tabs to `target` and presses `key` there (Enter by default): a button, a link, a tab. */
export async function activate(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** Tabs to a text field and types `text` into it, key by key, after clearing what it held. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** The focus is in `target` (on it or inside it), not lost to the page's body: where a dialog returned it. */
export async function expectFocusIn(target: Locator): Promise<void> {
  // Polls for 'in', or else what has the focus, so a failure names where it went.
  const where = () =>
    target.evaluate((el) => {
      const active = document.activeElement;
      if (el === active || el.contains(active)) return 'in';
      return active ? active.outerHTML.slice(0, 200) : 'nothing';
    });
  await expect.poll(where, { message: `the focus is not in ${target}` }).toBe('in');
}

/** Where the focus is, as a short text that differs between two elements of a menu. */
function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName}#${el.id}:${el.textContent ?? ''}` : '';
  });
}

/**
 * Opens a menu entry as a keyboard user does: Tab into the menu (one Tab stop), the arrow keys down to
 * the entry, Enter.
 */
export async function menuTo(
  page: Page,
  entry: Locator,
  { limit = 40 }: { limit?: number } = {},
): Promise<void> {
  await tabTo(page, entry.locator('xpath=ancestor::*[@role="menu"][last()]'));
  for (let presses = 0; presses <= limit; presses++) {
    if (await holdsFocus(entry)) {
      await expectFocusVisible(page);
      await page.keyboard.press('Enter');
      return;
    }
    // The menu moves its focus in the next animation frame: a press before it lands would skip an entry.
    const before = await focusedElement(page);
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await focusedElement(page)) !== before).toBe(true);
  }
  throw new Error(`${limit} presses of ArrowDown did not reach ${entry}`);
}

/**
 * A select (antd's combobox) by keyboard: Tab to it, type to filter, Enter on the option titled `title`,
 * and see it chosen.
 */
export async function chooseOption(page: Page, select: Locator, title: string): Promise<void> {
  await tabTo(page, select);
  await page.keyboard.type(title);
  await expect(page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  const chosen = select.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]');
  await expect(chosen.getByTitle(title, { exact: true })).toBeVisible();
}

/** A radio group by keyboard: Tab into it (one Tab stop), the arrow keys to `name`, Space when it is the first. */
export async function chooseRadio(page: Page, group: Locator, name: string): Promise<void> {
  const target = group.getByRole('radio', { name, exact: true });
  await tabTo(page, group);
  const limit = await group.getByRole('radio').count();
  for (let presses = 0; presses <= limit; presses++) {
    if (await target.isChecked()) return;
    await page.keyboard.press((await holdsFocus(target)) ? 'Space' : 'ArrowRight');
  }
  throw new Error(`the arrow keys did not reach ${target}`);
}

/** The tree's active node (where its arrow keys are) shows the focus ring antd draws around it. */
function activeTreeNodeShown(tree: Element): boolean {
  const node = tree.querySelector('.ant-tree-treenode-active .ant-tree-node-content-wrapper');
  if (!node) return false;
  const style = getComputedStyle(node);
  return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
}

/**
 * An antd tree by keyboard: Tab into it (one Tab stop; its list takes the focus and draws the ring on its
 * active node), then the arrow keys down to the node titled `title`, and `key` there (Space checks it).
 */
export async function chooseTreeNode(
  page: Page,
  tree: Locator,
  title: string,
  { key = 'Space', limit = 80 }: { key?: string; limit?: number } = {},
): Promise<void> {
  await expect(tree).toBeVisible();
  for (let presses = 0; !(await holdsFocus(tree)); presses++) {
    if (presses >= limit) throw new Error(`${limit} presses of Tab did not reach ${tree}`);
    await page.keyboard.press('Tab');
  }
  const node = tree.locator('.ant-tree-treenode').filter({ has: page.getByTitle(title, { exact: true }) });
  for (let presses = 0; presses <= limit; presses++) {
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => tree.evaluate(activeTreeNodeShown), { message: 'the tree shows no focus' })
      .toBe(true);
    if (await node.evaluate((el) => el.classList.contains('ant-tree-treenode-active'))) {
      await page.keyboard.press(key);
      return;
    }
  }
  throw new Error(`${limit} presses of ArrowDown did not reach ${node}`);
}

/** One stop of the focus on a round of Tab presses. */
export interface TabStop {
  /** The landmark holding it, as `main`, `header`, `nav 主菜单` (tag and label); `body` when nothing has the focus. */
  landmark: string;
  /** Its accessible text, shortened, for a failure's message. */
  text: string;
  /** Whether it takes room on the page (a stop that does not is a focus nobody can see). */
  shown: boolean;
}

function currentStop(): { landmark: string; text: string; shown: boolean } {
  const el = document.activeElement;
  if (!el || el === document.body) return { landmark: 'body', text: '', shown: true };
  const mark = el.closest('main, nav, header, footer, aside, [role="dialog"]');
  const label = mark?.getAttribute('aria-label');
  const landmark = mark ? `${mark.tagName.toLowerCase()}${label ? ` ${label}` : ''}` : '';
  const text = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim().slice(0, 30);
  const rect = el.getBoundingClientRect();
  return { landmark, text: `${el.tagName.toLowerCase()} ${text}`, shown: rect.width > 0 && rect.height > 0 };
}

/**
 * Presses Tab from `start` (which has the focus) until the focus comes back to it, past the end of the
 * page, checking that each stop shows its focus; answers the stops in order. Fails when `limit` presses
 * do not bring it back: a trap somewhere holds the focus.
 */
export async function tabAround(page: Page, start: Locator, limit = 300): Promise<TabStop[]> {
  const stops: TabStop[] = [];
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    if (await holdsFocus(start)) return stops;
    const stop = await page.evaluate(currentStop);
    if (stop.landmark !== 'body') await expectFocusVisible(page);
    stops.push(stop);
  }
  const last = stops.slice(-5).map((s) => `${s.landmark}: ${s.text}`);
  throw new Error(
    `${limit} presses of Tab did not come back to ${start}; the last stops: ${last.join(' | ')}`,
  );
}

/** Presses `key` (ArrowDown by default) until `target` has the focus, as in a menu, and checks that it shows. */
export async function arrowTo(page: Page, target: Locator, key = 'ArrowDown', limit = 20): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= limit; presses++) {
    if (await holdsFocus(target)) {
      await expectFocusVisible(page);
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`${limit} presses of ${key} did not reach ${target}`);
}
