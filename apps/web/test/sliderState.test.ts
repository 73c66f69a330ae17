import { describe, expect, it } from 'vitest';
import {
  initialSliderState,
  keyStep,
  SLIDER_KEY_STEP,
  type SliderAction,
  type SliderState,
  sliderReducer,
} from '../src/components/slider/sliderState.ts';

const run = (actions: SliderAction[], from: SliderState = initialSliderState) =>
  actions.reduce(sliderReducer, from);

describe('drag slider state', () => {
  it('follows a held pointer and snaps back when let go early', () => {
    const held = run([{ type: 'grab' }, { type: 'drag', progress: 0.6 }]);
    expect(held).toEqual({ phase: 'dragging', progress: 0.6 });
    expect(sliderReducer(held, { type: 'release' })).toEqual({ phase: 'idle', progress: 0 });
  });

  it('is verified once dragged to the end, and then cannot move', () => {
    const verified = run([
      { type: 'grab' },
      { type: 'drag', progress: 0.5 },
      { type: 'drag', progress: 1.4 },
    ]);
    expect(verified).toEqual({ phase: 'verified', progress: 1 });
    for (const action of [
      { type: 'release' },
      { type: 'grab' },
      { type: 'drag', progress: 0 },
      { type: 'step', delta: -1 },
    ] satisfies SliderAction[]) {
      expect(sliderReducer(verified, action)).toBe(verified);
    }
    expect(sliderReducer(verified, { type: 'reset' })).toEqual(initialSliderState);
  });

  it('keeps the handle on the track and ignores moves without a grab', () => {
    expect(run([{ type: 'grab' }, { type: 'drag', progress: -3 }])).toEqual({
      phase: 'dragging',
      progress: 0,
    });
    expect(run([{ type: 'grab' }, { type: 'drag', progress: Number.NaN }]).progress).toBe(0);
    expect(run([{ type: 'drag', progress: 0.9 }])).toEqual(initialSliderState);
  });

  it('moves by keyboard: arrows step, End verifies, Home and a release go back', () => {
    const stepped = run([
      { type: 'step', delta: SLIDER_KEY_STEP },
      { type: 'step', delta: SLIDER_KEY_STEP },
    ]);
    expect(stepped.phase).toBe('idle');
    expect(stepped.progress).toBeCloseTo(0.2);
    expect(sliderReducer(stepped, { type: 'step', delta: -1 })).toEqual(initialSliderState);
    expect(sliderReducer(stepped, { type: 'release' })).toEqual(initialSliderState);
    expect(sliderReducer(stepped, { type: 'step', delta: 1 })).toEqual({ phase: 'verified', progress: 1 });
    expect(
      run(Array.from({ length: 10 }, () => ({ type: 'step', delta: SLIDER_KEY_STEP }) as const)).phase,
    ).toBe('verified');
  });

  it('maps the slider keys', () => {
    expect(keyStep('ArrowRight')).toBe(SLIDER_KEY_STEP);
    expect(keyStep('ArrowUp')).toBe(SLIDER_KEY_STEP);
    expect(keyStep('ArrowLeft')).toBe(-SLIDER_KEY_STEP);
    expect(keyStep('ArrowDown')).toBe(-SLIDER_KEY_STEP);
    expect(keyStep('Home')).toBe(-1);
    expect(keyStep('End')).toBe(1);
    expect(keyStep('Enter')).toBeNull();
  });
});
