import { useRef, useState } from 'react';
import { type EditableGridHandle, GridValidationError } from '../../../../components/grid/index.ts';

/**
 * A demo grid's handle and its 取值: what getValues collected, or how many cells failed (shown as the
 * demo's value).
 */
export function useCollectedValues() {
  const grid = useRef<EditableGridHandle>(null);
  const [result, setResult] = useState<unknown>();
  const collect = async () => {
    try {
      setResult(await grid.current?.getValues());
    } catch (error) {
      setResult(error instanceof GridValidationError ? { errorCount: error.errorCount } : String(error));
    }
  };
  return { grid, result, collect };
}
