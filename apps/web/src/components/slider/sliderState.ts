/**
 * The drag-to-verify slider as a pure state machine (spec §4 "Drag slider"): unverified until the handle
 * reaches the end of the track, then verified for good. Letting go (or leaving by keyboard) early snaps
 * the handle back to the start.
 */
export type SliderPhase = 'idle' | 'dragging' | 'verified';

export interface SliderState {
  phase: SliderPhase;
  /** How far along the track the handle is, from 0 (start) to 1 (end). */
  progress: number;
}

export type SliderAction =
  /** A pointer takes hold of the handle. */
  | { type: 'grab' }
  /** The held handle is moved to `progress` (any number; it is clamped to the track). */
  | { type: 'drag'; progress: number }
  /** The pointer lets go, or keyboard focus leaves the handle. */
  | { type: 'release' }
  /** A key moves the handle by `delta` (+1 is the whole track). */
  | { type: 'step'; delta: number }
  /** Back to the start, verified or not (the owner asks for a new check). */
  | { type: 'reset' };

export const initialSliderState: SliderState = { phase: 'idle', progress: 0 };

/** How far one arrow key moves the handle. */
export const SLIDER_KEY_STEP = 0.1;

/** Within the track, rounded so that ten steps of 0.1 do reach the end. */
function clamp(progress: number): number {
  if (Number.isNaN(progress)) return 0;
  return Math.round(Math.min(1, Math.max(0, progress)) * 1e6) / 1e6;
}

function moveTo(phase: SliderPhase, progress: number): SliderState {
  const clamped = clamp(progress);
  return clamped >= 1 ? { phase: 'verified', progress: 1 } : { phase, progress: clamped };
}

export function sliderReducer(state: SliderState, action: SliderAction): SliderState {
  if (action.type === 'reset') return initialSliderState;
  // Once verified the slider cannot move.
  if (state.phase === 'verified') return state;
  switch (action.type) {
    case 'grab':
      return { ...state, phase: 'dragging' };
    case 'drag':
      return state.phase === 'dragging' ? moveTo('dragging', action.progress) : state;
    case 'release':
      return initialSliderState;
    case 'step':
      return moveTo('idle', state.progress + action.delta);
  }
}

/** The move a key asks for, or null for keys the slider does not handle. */
export function keyStep(key: string): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return SLIDER_KEY_STEP;
    case 'ArrowLeft':
    case 'ArrowDown':
      return -SLIDER_KEY_STEP;
    case 'Home':
      return -1;
    case 'End':
      return 1;
    default:
      return null;
  }
}
