import { useEffect, useState } from 'react';
import { type CommaValue, splitValue } from './commaValue.ts';
import { knownTexts, translateValues } from './dictTexts.ts';

export interface DictTextProps {
  /** A plain dictionary code, or a table code `table,text,code`. */
  dictCode: string;
  /** One value, or several comma-joined (each is translated). */
  value: CommaValue;
  className?: string;
}

/**
 * Shows the text of a dictionary value (of each of several), the value itself until it is known. The
 * texts come from the dictionary caches (dictItemsCache, dictLabels), which already ask once per value.
 */
export function DictText({ dictCode, value, className }: DictTextProps) {
  const values = splitValue(value);
  const joined = values.join(',');
  const key = `${dictCode}|${joined}`;
  const known = !dictCode || values.length === 0 ? values : knownTexts(dictCode, values);
  const waiting = known === null;
  const [fetched, setFetched] = useState<{ key: string; text: string } | null>(null);

  useEffect(() => {
    if (!waiting) return;
    let live = true;
    translateValues(dictCode, joined.split(',')).then(
      (texts) => live && setFetched({ key, text: texts.join(',') }),
      () => live && setFetched({ key, text: joined }),
    );
    return () => {
      live = false;
    };
  }, [waiting, dictCode, joined, key]);

  const text = known ? known.join(',') : fetched?.key === key ? fetched.text : joined;
  return <span className={className}>{text}</span>;
}
