import { expect, type Locator } from '@playwright/test';

/**
 * Drags a drag-verify slider's handle with the mouse, as a person would: `fraction` of the way along its
 * track (1 = all the way, which verifies it), then lets go.
 */
export async function dragSlider(handle: Locator, fraction = 1): Promise<void> {
  const page = handle.page();
  const grip = await handle.boundingBox();
  const track = await handle.locator('..').boundingBox();
  if (!grip || !track) throw new Error('the slider is not on screen');
  const x = grip.x + grip.width / 2;
  const y = grip.y + grip.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  // A little past the end for a full drag: the handle stops at the end of the track.
  const distance = fraction >= 1 ? track.width : fraction * (track.width - grip.width);
  await page.mouse.move(x + distance, y, { steps: 8 });
  await page.mouse.up();
}

/** Drags the login risk step's slider all the way and waits for 验证通过. */
export async function passLoginSlider(handle: Locator): Promise<void> {
  await dragSlider(handle);
  await expect(handle).toHaveAttribute('aria-valuenow', '100');
}
