import type { Tone } from '../../../components/ToneTag.tsx';

/** The tag tone of an HTTP status: 2xx fine, 3xx informative, 4xx refused, 5xx failed. */
export function statusTone(status: number): Tone {
  if (status >= 500) return 'danger';
  if (status >= 400) return 'warning';
  if (status >= 300) return 'info';
  if (status >= 200) return 'success';
  return 'neutral';
}
