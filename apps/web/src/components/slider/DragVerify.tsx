import { CheckCircleFilled, DoubleRightOutlined } from '@ant-design/icons';
import { type KeyboardEvent, type PointerEvent, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { initialSliderState, keyStep, sliderReducer } from './sliderState.ts';
import './DragVerify.css';

export interface DragVerifyProps {
  /** Called once, when the handle reaches the end. */
  onSuccess?: () => void;
  /**
   * As a form field: `true` once verified. Setting the value back to `false` (e.g. after a failed login)
   * returns the slider to the start for a new check.
   */
  value?: boolean;
  onChange?: (verified: boolean) => void;
  /** Text on the track before verification. */
  text?: string;
  successText?: string;
  /** Track height in px; the handle is a square of this size. */
  height?: number;
  id?: string;
  'aria-label'?: string;
  /** Given by antd's Form.Item: the item's error text and invalid state. */
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  className?: string;
}

/**
 * 拖动滑块验证: drag the handle to the end of the track (mouse, touch or pen through pointer events), or
 * move it with the arrow keys / Home / End. Letting go early snaps it back; once verified it stays put.
 */
export function DragVerify({
  onSuccess,
  value,
  onChange,
  text = '请按住滑块拖动',
  successText = '验证通过',
  height = 40,
  id,
  'aria-label': ariaLabel = '拖动滑块完成验证',
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  className,
}: DragVerifyProps) {
  const [state, dispatch] = useReducer(sliderReducer, initialSliderState);
  const trackRef = useRef<HTMLDivElement>(null);
  const grab = useRef({ x: 0, travel: 1 });
  const callbacks = useRef({ onSuccess, onChange });
  useLayoutEffect(() => {
    callbacks.current = { onSuccess, onChange };
  });

  const verified = state.phase === 'verified';
  useEffect(() => {
    if (!verified) return;
    callbacks.current.onSuccess?.();
    callbacks.current.onChange?.(true);
  }, [verified]);

  // Only a change of the value to false resets; the value lagging one render behind must not.
  useEffect(() => {
    if (value === false) dispatch({ type: 'reset' });
  }, [value]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (verified || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.focus();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const trackWidth = trackRef.current?.clientWidth ?? 0;
    grab.current = { x: event.clientX, travel: Math.max(1, trackWidth - height) };
    dispatch({ type: 'grab' });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (state.phase !== 'dragging') return;
    dispatch({ type: 'drag', progress: (event.clientX - grab.current.x) / grab.current.travel });
  };
  const release = () => {
    if (state.phase === 'dragging') dispatch({ type: 'release' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const delta = keyStep(event.key);
    if (delta === null || verified) return;
    event.preventDefault();
    dispatch({ type: 'step', delta });
  };

  const percent = Math.round(state.progress * 100);
  const handleLeft = `calc((100% - ${height}px) * ${state.progress})`;
  const classes = ['hcs-drag-verify'];
  if (state.phase !== 'idle') classes.push(`hcs-drag-verify--${state.phase}`);
  if (className) classes.push(className);

  return (
    <div ref={trackRef} className={classes.join(' ')} style={{ height, lineHeight: `${height}px` }}>
      <div
        className="hcs-drag-verify__fill"
        style={{ width: verified ? '100%' : `calc(${handleLeft} + ${height / 2}px)` }}
      />
      <div className="hcs-drag-verify__text" aria-live="polite">
        {verified ? successText : text}
      </div>
      <div
        id={id}
        role="slider"
        tabIndex={0}
        aria-label={ariaLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={verified ? successText : `${percent}%`}
        aria-disabled={verified || undefined}
        aria-describedby={describedBy}
        aria-invalid={String(invalid) === 'true' || undefined}
        className="hcs-drag-verify__handle"
        style={{ width: height, height, left: handleLeft }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={release}
        onPointerCancel={release}
        onLostPointerCapture={release}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (state.phase === 'idle' && state.progress > 0) dispatch({ type: 'release' });
        }}
      >
        {verified ? <CheckCircleFilled aria-hidden /> : <DoubleRightOutlined aria-hidden />}
      </div>
    </div>
  );
}
