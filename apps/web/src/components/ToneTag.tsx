import { Tag } from 'antd';
import type { ReactNode } from 'react';
import './ToneTag.css';

export type Tone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** A tag whose text says what it means, its colour only repeating it, with text contrast of at least 4.5:1. */
export function ToneTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  return tone === 'neutral' ? <Tag>{children}</Tag> : <Tag className={`hcs-tone--${tone}`}>{children}</Tag>;
}
