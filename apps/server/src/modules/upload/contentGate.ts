import { BusinessError } from '../../core/result.ts';
import { SNIFF_BYTES } from './fileTypes.ts';

interface GateRules {
  maxBytes: number;
  /** Whether the leading bytes are what the file claims to be. */
  content: (head: Buffer) => boolean;
  tooLarge: string;
  wrongContent: string;
  empty: string;
}

/**
 * The bytes of an upload, passed on only once its leading bytes have passed the content check and
 * while it stays within the size limit. A refused upload is still read to its end (and dropped), so
 * the client gets the answer instead of a broken connection; the refusal is thrown at the end.
 * Nothing is read before the consumer asks.
 */
export async function* contentGate(source: AsyncIterable<Buffer>, rules: GateRules): AsyncGenerator<Buffer> {
  let head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  let checked = false;
  let refusal: string | null = null;

  const check = (): Buffer | null => {
    checked = true;
    const bytes = Buffer.concat(head);
    head = [];
    if (rules.content(bytes)) return bytes;
    refusal = rules.wrongContent;
    return null;
  };

  for await (const chunk of source) {
    size += chunk.length;
    if (size > rules.maxBytes) refusal ??= rules.tooLarge;
    if (refusal) continue;
    if (checked) {
      yield chunk;
      continue;
    }
    head.push(chunk);
    headLength += chunk.length;
    if (headLength >= SNIFF_BYTES) {
      const passed = check();
      if (passed) yield passed;
    }
  }
  if (!refusal && size === 0) refusal = rules.empty;
  if (!refusal && !checked) {
    const passed = check();
    if (passed) yield passed;
  }
  if (refusal) throw new BusinessError(refusal);
}
