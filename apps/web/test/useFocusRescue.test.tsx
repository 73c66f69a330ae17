import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusRescue } from '../src/utils/useFocusRescue.ts';

/** A list whose row offers 提交 until it has run, as a report row does. */
function List() {
  const root = useRef<HTMLDivElement>(null);
  const [submitted, setSubmitted] = useState(false);
  useFocusRescue(root);
  return (
    <>
      <div ref={root}>
        <div className="row">
          <button type="button">详情</button>
          {submitted ? null : (
            <button type="button" onClick={() => setSubmitted(true)}>
              提交
            </button>
          )}
        </div>
      </div>
      <p>页脚</p>
    </>
  );
}

describe('useFocusRescue', () => {
  it('keeps the focus in the row when the focused action goes away', async () => {
    render(<List />);
    const submit = screen.getByRole('button', { name: '提交' });
    act(() => submit.focus());
    act(() => submit.click());
    await act(async () => undefined);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '详情' }));
  });

  it('leaves the focus alone once the user has clicked elsewhere', async () => {
    render(<List />);
    const submit = screen.getByRole('button', { name: '提交' });
    act(() => submit.focus());
    fireEvent.pointerDown(screen.getByText('页脚'));
    act(() => submit.blur());
    act(() => submit.click());
    await act(async () => undefined);
    expect(document.activeElement).toBe(document.body);
  });
});
