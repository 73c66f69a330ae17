import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DragVerify } from '../src/components/slider/DragVerify.tsx';

/** The slider with a 240 px track, so the 40 px handle travels 200 px (happy-dom has no layout). */
function renderSlider(props: Parameters<typeof DragVerify>[0] = {}) {
  render(<DragVerify {...props} />);
  const handle = screen.getByRole('slider', { name: '拖动滑块完成验证' });
  Object.defineProperty(handle.parentElement, 'clientWidth', { configurable: true, value: 240 });
  return handle;
}

function drag(handle: HTMLElement, from: number, to: number, release = true) {
  fireEvent.pointerDown(handle, { clientX: from, button: 0, pointerId: 1 });
  fireEvent.pointerMove(handle, { clientX: (from + to) / 2, pointerId: 1 });
  fireEvent.pointerMove(handle, { clientX: to, pointerId: 1 });
  if (release) fireEvent.pointerUp(handle, { clientX: to, pointerId: 1 });
}

describe('DragVerify', () => {
  it('follows the pointer and snaps back when released early', () => {
    const onSuccess = vi.fn();
    const handle = renderSlider({ onSuccess });
    expect(screen.getByText('请按住滑块拖动')).toBeTruthy();
    drag(handle, 10, 110, false);
    expect(handle.getAttribute('aria-valuenow')).toBe('50');
    fireEvent.pointerUp(handle, { clientX: 110, pointerId: 1 });
    expect(handle.getAttribute('aria-valuenow')).toBe('0');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('verifies once dragged to the end, tells once, and stays locked', () => {
    const onSuccess = vi.fn();
    const onChange = vi.fn();
    const handle = renderSlider({ onSuccess, onChange });
    drag(handle, 10, 400);
    expect(screen.getByText('验证通过')).toBeTruthy();
    expect(handle.getAttribute('aria-valuenow')).toBe('100');
    expect(handle.getAttribute('aria-disabled')).toBe('true');
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(true);

    drag(handle, 250, 0);
    fireEvent.keyDown(handle, { key: 'Home' });
    expect(handle.getAttribute('aria-valuenow')).toBe('100');
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('works by keyboard: arrows move, leaving early snaps back, End verifies', () => {
    const onSuccess = vi.fn();
    const handle = renderSlider({ onSuccess });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(handle.getAttribute('aria-valuenow')).toBe('20');
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    expect(handle.getAttribute('aria-valuenow')).toBe('10');
    fireEvent.blur(handle);
    expect(handle.getAttribute('aria-valuenow')).toBe('0');
    fireEvent.keyDown(handle, { key: 'End' });
    expect(handle.getAttribute('aria-valuetext')).toBe('验证通过');
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('as a form field, goes back to the start when its value is set to false', () => {
    function Field() {
      const [verified, setVerified] = useState(false);
      return (
        <>
          <DragVerify value={verified} onChange={setVerified} />
          <button type="button" onClick={() => setVerified(false)}>
            重新验证
          </button>
          <output>{String(verified)}</output>
        </>
      );
    }
    render(<Field />);
    const handle = screen.getByRole('slider');
    fireEvent.keyDown(handle, { key: 'End' });
    expect(screen.getByRole('status').textContent).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '重新验证' }));
    expect(screen.getByRole('status').textContent).toBe('false');
    expect(handle.getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByText('请按住滑块拖动')).toBeTruthy();
  });
});
