import type { Page } from '@playwright/test';

/**
 * The rc-motion classes (`-enter`, `-appear`, `-leave` and their `-start`/`-prepare`/`-active` steps) on
 * shown elements.
 */
function motionClasses(): string[] {
  const moving = /-(enter|appear|leave)(-start|-prepare|-active)?$/;
  const found: string[] = [];
  for (const el of document.querySelectorAll('[class*="-enter"], [class*="-appear"], [class*="-leave"]')) {
    // A button's click wave is only a fading outline around what was clicked.
    if (!(el instanceof HTMLElement) || el.offsetParent === null || el.classList.contains('wave-motion'))
      continue;
    for (const name of el.classList) if (moving.test(name)) found.push(`${el.tagName}.${name}`);
  }
  return found;
}

/**
 * Waits until antd's motions (drawers, menus, modals) have finished, e.g. before checking contrast.
 * rc-motion marks a motion with its `-enter`/`-appear`/`-leave` class a frame before the `-active` step
 * starts the transition, so every step counts as moving. The wait is bounded: a notice that keeps its
 * motion class while it stays on screen must not fail the check that follows.
 */
export async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(`(${motionClasses.toString()})().length === 0`, undefined, { timeout: 5_000 })
    .catch(() => undefined);
}
