import { CameraOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { DEFAULT_UPLOAD_BIZ, UPLOAD_EXTENSIONS, type UploadBiz } from '@hcs/shared';
import { App, Button, Upload, type UploadFile } from 'antd';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useCallback, useRef, useState } from 'react';
import { useMediaQuery } from '../../utils/useMediaQuery.ts';
import { TOUCH_QUERY } from '../date/DateField.tsx';
import { FileList } from './FileList.tsx';
import { FileOperationsModal } from './FileOperationsModal.tsx';
import { ImageCards } from './ImageCards.tsx';
import { ImagePreviewModal } from './ImagePreviewModal.tsx';
import { InlineFiles, type InlineFilesHandle } from './InlineFiles.tsx';
import {
  isImageFile,
  pathsValue,
  type StructuredFile,
  structuredValue,
  UPLOAD_TEXT,
  type UploadItem,
} from './uploadValue.ts';
import { useUploadItems } from './useUploadItems.ts';
import './upload.css';
import { type FieldAria, fieldAria } from '../form/fieldAria.ts';

interface CommonProps extends FieldAria {
  /** 'image' takes only images (请上传图片 otherwise) and shows them as reorderable thumbnails. */
  fileType?: 'all' | 'image';
  /** Above 0, only the last N files are kept. */
  maxCount?: number;
  /** The folder (biz) the files go to; default temp. */
  bizPath?: UploadBiz;
  disabled?: boolean;
  /** The upload button's text. */
  text?: string;
  /** Several files at one pick; default unless maxCount is 1. */
  multiple?: boolean;
  /** Given by Form.Item: the file input's id, so the item's label points at the field. */
  id?: string;
  /** The upload button's accessible name, when its text alone does not say what the field is. */
  'aria-label'?: string;
  /** Whether files can be downloaded / removed; when false the buttons are not there at all. Default true. */
  allowDownload?: boolean;
  allowRemove?: boolean;
  /** Another upload endpoint, posted instead of /sys/common/upload (relative to the API base, or an absolute http(s) URL). */
  action?: string;
  /**
   * X-Access-Token with the upload: /sys/common/upload gets it unless false; an `action` gets it
   * only when true.
   */
  token?: boolean;
  /** The upload answer's field holding the stored path (a dotted path reaches into objects); default message. */
  responseName?: string;
  /** Above 0, listed names are drawn cut to this many characters and '…'; the full name stays the tooltip. */
  nameLength?: number;
  /**
   * 'inline' (grid cells): the button, the first file and a ⋯ / 共n个 button in one line, every file and
   * its actions in a popup. Default 'block': the files listed under the button (thumbnails beside it).
   */
  layout?: 'block' | 'inline';
  /** What the field is (a grid cell's column and row): names the inline layout's ⋯ / 共n个 button. */
  label?: string;
  /**
   * On a touch device a 拍照 button beside the upload opens the back camera (`accept="image/*"`,
   * `capture="environment"`); the upload button still picks any file. Not in the inline layout.
   */
  camera?: boolean;
}

/** The value: comma-separated stored paths (returnUrl, the default), or {fileName, filePath, fileSize} items. */
export type FileUploadProps = CommonProps &
  (
    | { returnUrl?: true; value?: string | null; onChange?: (value: string) => void }
    | { returnUrl: false; value?: StructuredFile[] | null; onChange?: (value: StructuredFile[]) => void }
  );

const ACCEPT_ALL = UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',');

/**
 * The upload buttons open the file dialog themselves: antd's trigger, seeing a button clicked or Enter
 * pressed on it, takes the focus off it (to a wrapper that cannot hold it) and would leave a keyboard
 * user on the page's body.
 */
const ownTrigger = {
  onClick: (event: MouseEvent<HTMLElement>) => {
    event.stopPropagation();
    event.currentTarget
      .closest('.ant-upload')
      ?.querySelector<HTMLInputElement>('input[type="file"]')
      ?.click();
  },
  // Enter clicks the button (above); antd's own Enter would open the dialog as well.
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter') event.stopPropagation();
  },
};

const NO_FILES: UploadFile[] = [];

/**
 * The upload field (JUpload, spec §3/§4/§5 "Upload"): a controlled form field whose files upload
 * as soon as they are chosen. A done file can be downloaded, deleted (each can be turned off) or
 * managed through 更多; in image mode the thumbnails move left and right.
 */
export function FileUpload(props: FileUploadProps) {
  const { fileType = 'all', maxCount = 0, bizPath = DEFAULT_UPLOAD_BIZ, disabled = false, text, id } = props;
  const { allowDownload = true, allowRemove = true, nameLength = 0 } = props;
  const image = fileType === 'image';
  const inline = props.layout === 'inline';
  const inlineFiles = useRef<InlineFilesHandle>(null);
  const { message } = App.useApp();
  const [more, setMore] = useState<UploadItem | null>(null);
  const [preview, setPreview] = useState<UploadItem | null>(null);

  const onEmit = useCallback(
    (items: UploadItem[]) => {
      if (props.returnUrl === false) props.onChange?.(structuredValue(items));
      else props.onChange?.(pathsValue(items));
    },
    [props.returnUrl, props.onChange],
  );
  const { items, add, remove, move } = useUploadItems({
    value: props.value,
    maxCount,
    biz: bizPath,
    action: props.action,
    token: props.token,
    responseName: props.responseName,
    onEmit,
  });
  // The inline popup has room for whole names; only its one line cuts the first.
  const shown = { allowDownload, allowRemove, nameLength: inline ? 0 : nameLength };

  const trigger = disabled ? null : (
    <Upload
      id={id}
      accept={image ? 'image/*' : ACCEPT_ALL}
      multiple={props.multiple ?? maxCount !== 1}
      showUploadList={false}
      fileList={NO_FILES}
      listType={image && !inline ? 'picture-card' : 'text'}
      beforeUpload={(file) => {
        if (image && !isImageFile(file)) {
          void message.warning(UPLOAD_TEXT.imageOnly);
          return Upload.LIST_IGNORE;
        }
        void add(file, file.uid);
        return false;
      }}
    >
      {inline ? (
        <Button
          size="small"
          autoInsertSpace={false}
          aria-label={props['aria-label']}
          {...fieldAria(props)}
          {...ownTrigger}
        >
          {text ?? '上传'}
        </Button>
      ) : image ? (
        <button
          type="button"
          className="hcs-upload__add"
          aria-label={props['aria-label']}
          {...fieldAria(props)}
          {...ownTrigger}
        >
          <PlusOutlined aria-hidden />
          <span>{text ?? '上传'}</span>
        </button>
      ) : (
        <Button
          icon={<UploadOutlined />}
          aria-label={props['aria-label']}
          {...fieldAria(props)}
          {...ownTrigger}
        >
          {text ?? '点击上传'}
        </Button>
      )}
    </Upload>
  );

  const touch = useMediaQuery(TOUCH_QUERY);
  const cameraTrigger =
    disabled || inline || !props.camera || !touch ? null : (
      <Upload
        accept="image/*"
        capture="environment"
        showUploadList={false}
        fileList={NO_FILES}
        beforeUpload={(file) => {
          void add(file, file.uid);
          return false;
        }}
      >
        <Button icon={<CameraOutlined />} {...ownTrigger}>
          拍照
        </Button>
      </Upload>
    );

  // A dialog opened from the inline popup gives the focus back to it (or to its button), not to the page.
  const refocus = () => inlineFiles.current?.refocus();

  if (disabled && items.length === 0) return <span className="hcs-upload__empty">无文件</span>;

  const files = image ? (
    <ImageCards
      items={items}
      disabled={disabled}
      {...shown}
      reorderable={maxCount !== 1}
      onPreview={setPreview}
      onMove={move}
      onRemove={remove}
      onMore={setMore}
    />
  ) : (
    <FileList items={items} disabled={disabled} {...shown} onRemove={remove} onMore={setMore} />
  );

  let body: ReactNode;
  if (inline) {
    body = (
      <>
        {trigger}
        <InlineFiles
          handle={inlineFiles}
          items={items}
          image={image}
          label={props.label}
          nameLength={nameLength}
          list={files}
          onPreview={setPreview}
        />
      </>
    );
  } else if (image) {
    body = (
      <div className="hcs-upload__images">
        {files}
        {trigger}
        {cameraTrigger}
      </div>
    );
  } else {
    body = (
      <>
        {cameraTrigger ? (
          <div className="hcs-upload__triggers">
            {trigger}
            {cameraTrigger}
          </div>
        ) : (
          trigger
        )}
        {files}
      </>
    );
  }

  const classes = ['hcs-upload'];
  if (image) classes.push('hcs-upload--image');
  if (inline) classes.push('hcs-upload--inline');
  return (
    <div className={classes.join(' ')}>
      {body}
      <FileOperationsModal
        item={more}
        onClose={() => setMore(null)}
        allowDownload={allowDownload}
        onRemove={disabled || !allowRemove ? undefined : remove}
        onPreview={image ? setPreview : undefined}
        afterClose={refocus}
      />
      <ImagePreviewModal item={preview} onClose={() => setPreview(null)} afterClose={refocus} />
    </div>
  );
}
