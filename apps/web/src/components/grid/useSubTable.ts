import { App } from 'antd';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** Spec §4 "Sub-table popover" / §8 / §9. */
export const SUB_TABLE_OPEN_FAILED = '打开子表失败';
export const SUB_TABLE_RETRIES = 3;
export const SUB_TABLE_RETRY_MS = 100;
/** More than this below the click: the popover opens below the row, else above it. */
export const SUB_TABLE_ROOM_BELOW = 350;
/** The popover is about 96% of the table's width. */
export const SUB_TABLE_WIDTH_RATIO = 0.96;

export interface SubTableOpen {
  rowId: string;
  /** The row's box inside the scroller's content. */
  top: number;
  height: number;
  width: number;
  placement: 'top' | 'bottom';
}

/** Which row's sub-table is open: toggled per row, found in the DOM with 3 retries 100 ms apart. */
export function useSubTable(scroller: RefObject<HTMLDivElement | null>) {
  const { message } = App.useApp();
  const [open, setOpen] = useState<SubTableOpen | null>(null);
  const openRef = useRef(open);
  openRef.current = open;
  const retry = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(retry.current), []);

  const close = useCallback(() => {
    clearTimeout(retry.current);
    setOpen(null);
  }, []);

  const tryOpen = useCallback(
    (rowId: string, clientY: number | undefined, attempt: number) => {
      const box = scroller.current;
      const tr = box?.querySelector<HTMLElement>(`tr[data-row-id="${CSS.escape(rowId)}"]`);
      if (!box || !tr) {
        if (attempt >= SUB_TABLE_RETRIES) {
          void message.error(SUB_TABLE_OPEN_FAILED);
          return;
        }
        retry.current = setTimeout(() => tryOpen(rowId, clientY, attempt + 1), SUB_TABLE_RETRY_MS);
        return;
      }
      const row = tr.getBoundingClientRect();
      const outer = box.getBoundingClientRect();
      const below = window.innerHeight - (clientY ?? row.bottom);
      const table = box.querySelector('table');
      setOpen({
        rowId,
        top: row.top - outer.top + box.scrollTop,
        height: row.height,
        width: Math.floor((table?.getBoundingClientRect().width || outer.width) * SUB_TABLE_WIDTH_RATIO),
        placement: below > SUB_TABLE_ROOM_BELOW ? 'bottom' : 'top',
      });
    },
    [scroller, message],
  );

  /** Opens the row's sub-table, or closes it when it is that row's already; `clientY` is the click's. */
  const toggle = useCallback(
    (rowId: string, clientY?: number) => {
      clearTimeout(retry.current);
      if (openRef.current?.rowId === rowId) {
        setOpen(null);
        return;
      }
      tryOpen(rowId, clientY, 0);
    },
    [tryOpen],
  );

  return { open, toggle, close };
}
