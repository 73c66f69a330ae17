import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EllipsisOutlined,
  ExclamationCircleOutlined,
  LoadingOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { fileAccessUrl } from '../../utils/fileAccessUrl.ts';
import { FileName } from './FileName.tsx';
import { UPLOAD_TEXT, type UploadItem } from './uploadValue.ts';
import { useFileActions } from './useFileActions.ts';

interface CardProps {
  item: UploadItem;
  disabled: boolean;
  /** Whether the images can be put in another order (not when there is room for one). */
  reorderable: boolean;
  /** Whether the download and delete buttons are there at all. */
  allowDownload: boolean;
  allowRemove: boolean;
  /** Above 0, captions are drawn cut to this many characters. */
  nameLength: number;
  onPreview(item: UploadItem): void;
  onMove(uid: string, direction: 'left' | 'right'): void;
  onRemove(uid: string): void;
  onMore(item: UploadItem): void;
}

function IconButton(props: { label: string; icon: ReactNode; onClick(): void }) {
  return (
    <Button
      type="text"
      size="small"
      icon={props.icon}
      aria-label={props.label}
      title={props.label}
      onClick={props.onClick}
    />
  );
}

interface ThumbProps {
  item: UploadItem;
  /** Uploaded, but the image does not load. */
  broken: boolean;
  onBroken(): void;
  onPreview(item: UploadItem): void;
  /** 'small': the 40 px thumbnail of a grid cell. */
  size?: 'small';
}

/** An image's thumbnail: a button that previews it, or one that tells why it is missing. */
export function ImageThumb({ item, broken, onBroken, onPreview, size }: ThumbProps) {
  const { showError } = useFileActions();
  const name = item.name;
  const classes = `hcs-upload__thumb${size ? ' hcs-upload__thumb--small' : ''}`;
  if (item.status === 'uploading') {
    return (
      <div className={classes} role="status">
        <LoadingOutlined aria-hidden />
        <span className={size ? 'sr-only' : undefined}>上传中</span>
      </div>
    );
  }
  if (item.status === 'error' || broken) {
    // The visible words start the button's name (WCAG 2.5.3).
    const state = broken ? '加载失败' : '上传失败';
    return (
      <button
        type="button"
        className={`${classes} hcs-upload__thumb--error`}
        aria-label={`${state}：查看“${name}”的错误信息`}
        title={`查看“${name}”的错误信息`}
        onClick={() => showError(broken ? UPLOAD_TEXT.imageLoadFailed : item.message)}
      >
        <ExclamationCircleOutlined aria-hidden />
        <span className={size ? 'sr-only' : undefined}>{state}</span>
      </button>
    );
  }
  return (
    <button
      type="button"
      className={classes}
      aria-label={`预览“${name}”`}
      title={name}
      onClick={() => onPreview(item)}
    >
      <img src={fileAccessUrl(item.path)} alt="" onError={onBroken} />
    </button>
  );
}

/** One image: its thumbnail and its actions. */
function ImageCard(props: CardProps) {
  const { item, disabled, reorderable, allowDownload, allowRemove, nameLength } = props;
  const { onPreview, onMove, onRemove, onMore } = props;
  const { download } = useFileActions();
  const [broken, setBroken] = useState(false);
  const name = item.name;
  const failed = item.status === 'error' || broken;
  const thumb = (
    <ImageThumb item={item} broken={broken} onBroken={() => setBroken(true)} onPreview={onPreview} />
  );

  return (
    <li className={`hcs-upload__card hcs-upload__card--${failed ? 'error' : item.status}`}>
      {thumb}
      <FileName className="hcs-upload__caption" name={name} max={nameLength} />
      <span className="hcs-upload__card-actions">
        {disabled ? (
          allowDownload && item.status === 'done' ? (
            <IconButton label={`下载“${name}”`} icon={<DownloadOutlined />} onClick={() => download(item)} />
          ) : null
        ) : (
          <>
            {reorderable ? (
              <>
                <IconButton
                  label={`左移“${name}”`}
                  icon={<ArrowLeftOutlined />}
                  onClick={() => onMove(item.uid, 'left')}
                />
                <IconButton
                  label={`右移“${name}”`}
                  icon={<ArrowRightOutlined />}
                  onClick={() => onMove(item.uid, 'right')}
                />
              </>
            ) : null}
            {allowRemove ? (
              <IconButton
                label={`删除“${name}”`}
                icon={<DeleteOutlined />}
                onClick={() => onRemove(item.uid)}
              />
            ) : null}
            {item.status === 'done' ? (
              <IconButton
                label={`更多操作“${name}”`}
                icon={<EllipsisOutlined />}
                onClick={() => onMore(item)}
              />
            ) : null}
          </>
        )}
      </span>
    </li>
  );
}

interface Props extends Omit<CardProps, 'item'> {
  items: UploadItem[];
}

/** The images of an image-mode upload field, in their order, each movable left and right. */
export function ImageCards({ items, ...actions }: Props) {
  if (items.length === 0) return null;
  return (
    <ul className="hcs-upload__cards" aria-label="已上传图片">
      {items.map((item) => (
        <ImageCard key={`${item.uid}:${item.path ?? ''}`} item={item} {...actions} />
      ))}
    </ul>
  );
}
