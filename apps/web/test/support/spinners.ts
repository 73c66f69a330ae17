import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until no antd spinner covers anything. A spinning container takes no clicks, and antd's Spin
 * drops its spinning class in an effect, a moment after the loading flag behind it turns false.
 */
export function untilSpinnersStop(): Promise<void> {
  return waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
}
