import { type CronFieldKey, DEFAULT_CRON } from '@hcs/shared';
import {
  type CronDrafts,
  changeField,
  defaultDrafts,
  draftsFromExpression,
  expressionOf,
  type FieldDraft,
} from './cronDraft.ts';

/** The builder's state: the tabs' drafts and the expression as shown (typed text stays as typed). */
export interface BuilderState {
  drafts: CronDrafts;
  expression: string;
}

export type BuilderAction =
  /** A tab changed its field: the expression is rewritten from the drafts. */
  | { type: 'field'; key: CronFieldKey; next: FieldDraft }
  /** The expression was typed: when valid, the tabs follow it. */
  | { type: 'typed'; text: string };

export function initialBuilderState(value: string | undefined): BuilderState {
  const expression = value?.trim() || DEFAULT_CRON;
  return { drafts: draftsFromExpression(expression) ?? defaultDrafts(), expression };
}

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  if (action.type === 'field') {
    const drafts = changeField(state.drafts, action.key, action.next);
    return { drafts, expression: expressionOf(drafts) };
  }
  return { drafts: draftsFromExpression(action.text, state.drafts) ?? state.drafts, expression: action.text };
}
