import { EllipsisOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { type ReactNode, type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { focusablesIn, usePopupFocus } from '../../utils/usePopupFocus.ts';
import { FileStateIcon } from './FileList.tsx';
import { FileName } from './FileName.tsx';
import { ImageThumb } from './ImageCards.tsx';
import type { UploadItem } from './uploadValue.ts';

/** Where a pointer press leaves the list open: dialogs and toasts the list's own buttons opened. */
const OWN_LAYERS = '.ant-modal-root, .ant-modal-wrap, .ant-message, .ant-notification';

export interface InlineFilesHandle {
  /** After a dialog of the list closed: back into the list when the focus was left nowhere. */
  refocus(): void;
}

interface Props {
  items: UploadItem[];
  image: boolean;
  /** What the field is (a grid cell's column and row), said in the ⋯ / 共n个 button's name. */
  label: string | undefined;
  /** Above 0, the first file's name is drawn cut to this many characters. */
  nameLength: number;
  /** Every file with its actions, shown in the popup. */
  list: ReactNode;
  onPreview(item: UploadItem): void;
  handle?: Ref<InlineFilesHandle>;
}

const focusLost = () => !document.activeElement || document.activeElement === document.body;

/** The first file of a file field: its state (an error tells why) and its cut name. */
function FirstFile({ item, nameLength }: { item: UploadItem; nameLength: number }) {
  return (
    <span className={`hcs-upload__first hcs-upload__first--${item.status}`}>
      <FileStateIcon item={item} announce />
      <FileName className="hcs-upload__name" name={item.name} max={nameLength} />
    </span>
  );
}

/** The first image of an image field: a small thumbnail that previews it (or tells why it is missing). */
function FirstImage({ item, onPreview }: { item: UploadItem; onPreview(item: UploadItem): void }) {
  const [broken, setBroken] = useState(false);
  return (
    <ImageThumb
      item={item}
      broken={broken}
      onBroken={() => setBroken(true)}
      onPreview={onPreview}
      size="small"
    />
  );
}

/**
 * A field's files in one line (grid cells, spec §9): the first file (an image as a small thumbnail) and a
 * button, ⋯ or 共n个, that opens every file with its download, delete and 更多 in a popup. The popup takes
 * the focus; Escape and Shift+Tab before its first control bring it back to the button, Tab past its last
 * control goes on from the button.
 */
export function InlineFiles({ items, image, label, nameLength, list, onPreview, handle }: Props) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const line = useRef<HTMLSpanElement>(null);
  const first = items[0];

  const refocus = () => {
    if (!focusLost()) return;
    // The last file gone, the field's own upload button before this line is what is left.
    const field = line.current?.parentElement?.querySelector<HTMLElement>('button') ?? null;
    const target = focusablesIn(panel.current)[0] ?? opener.current ?? field;
    target?.focus({ preventScroll: true });
  };
  useImperativeHandle(handle, () => ({ refocus }));

  // A removed file takes its focused button with it: the focus goes back to the first one left.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the files change
  useEffect(() => {
    if (!open) return;
    if (items.length === 0) setOpen(false);
    refocus();
  }, [items]);

  // A press outside closes the popup; its own dialogs (更多, preview, errors) leave it open behind them.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element;
      if (opener.current?.contains(target) || panel.current?.contains(target)) return;
      if (!target.closest?.(OWN_LAYERS)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  const onKeyDown = usePopupFocus({ open, opener, panel, close: () => setOpen(false) });

  const name = label ? `${label}的文件` : '全部文件';
  const count = `共${items.length}个`;
  return (
    <span ref={line} className="hcs-upload__line">
      {first ? (
        <>
          {image ? (
            <FirstImage key={`${first.uid}:${first.path ?? ''}`} item={first} onPreview={onPreview} />
          ) : (
            <FirstFile item={first} nameLength={nameLength} />
          )}
          <Popover
            open={open}
            trigger={[]}
            placement="bottomLeft"
            arrow={false}
            destroyOnHidden
            content={
              <div
                ref={panel}
                role="dialog"
                aria-label={name}
                tabIndex={-1}
                className={`hcs-upload__popup${image ? ' hcs-upload__popup--image' : ''}`}
                onKeyDown={onKeyDown}
              >
                {list}
              </div>
            }
          >
            <Button
              ref={opener}
              size="small"
              type={items.length > 1 ? 'default' : 'text'}
              className="hcs-upload__all"
              icon={items.length > 1 ? undefined : <EllipsisOutlined />}
              aria-label={`${label ? `${label}：` : ''}${count}文件`}
              title={`${count}文件`}
              aria-haspopup="dialog"
              aria-expanded={open}
              onClick={() => setOpen((was) => !was)}
            >
              {items.length > 1 ? count : null}
            </Button>
          </Popover>
        </>
      ) : null}
    </span>
  );
}
