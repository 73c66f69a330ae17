import { Tooltip } from 'antd';
import { shorten } from '../utils/shorten.ts';

/** Spec §9: texts are cut after this many characters unless told otherwise; -1 never cuts. */
export const ELLIPSIS_LENGTH = 25;

export interface EllipsisProps {
  text: string;
  /** Default 25; -1 shows the whole text. */
  length?: number;
  /** Default true: a cut text shows the whole one on hover and on keyboard focus (a tab stop of its own). */
  details?: boolean;
}

/**
 * A text cut to `length` characters. Screen readers always get the whole text; only the cut one is
 * drawn.
 */
export function Ellipsis({ text, length = ELLIPSIS_LENGTH, details = true }: EllipsisProps) {
  const short = shorten(text, length);
  if (short === text) return <span>{text}</span>;
  const cut = (
    <span title={details ? text : undefined} tabIndex={details ? 0 : undefined}>
      <span aria-hidden="true">{short}</span>
      <span className="sr-only">{text}</span>
    </span>
  );
  return details ? (
    <Tooltip title={text} trigger={['hover', 'focus']}>
      {cut}
    </Tooltip>
  ) : (
    cut
  );
}
