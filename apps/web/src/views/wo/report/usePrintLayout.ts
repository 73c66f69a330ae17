import { useCallback, useEffect, useState } from 'react';

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Printing at the paper's width: the charts are drawn at a fixed size, so before the print dialog the
 * document takes the printed width and the charts get a frame or two to redraw at it. Printing from the
 * browser's menu gets the same layout, without the wait.
 */
export function usePrintLayout() {
  const [printing, setPrinting] = useState(false);

  useEffect(() => {
    const before = () => setPrinting(true);
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);

  const print = useCallback(async () => {
    setPrinting(true);
    await frame();
    await frame();
    await frame();
    window.print();
    setPrinting(false);
  }, []);

  return { printing, print };
}
