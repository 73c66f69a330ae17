import {
  DeleteOutlined,
  DownloadOutlined,
  EllipsisOutlined,
  ExclamationCircleOutlined,
  LoadingOutlined,
  PaperClipOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { FileName } from './FileName.tsx';
import type { UploadItem } from './uploadValue.ts';
import { useFileActions } from './useFileActions.ts';

interface Props {
  items: UploadItem[];
  disabled: boolean;
  /** Whether the download and delete buttons are there at all. */
  allowDownload: boolean;
  allowRemove: boolean;
  /** Above 0, names are drawn cut to this many characters. */
  nameLength: number;
  onRemove(uid: string): void;
  onMore(item: UploadItem): void;
}

function IconButton(props: { label: string; icon: ReactNode; danger?: boolean; onClick(): void }) {
  return (
    <Button
      type="text"
      size="small"
      danger={props.danger}
      icon={props.icon}
      aria-label={props.label}
      title={props.label}
      onClick={props.onClick}
    />
  );
}

/**
 * A listed file's state before its name: uploading, a failure (a button that tells why) or done. With
 * `announce` the uploading state is said too, where no 上传中 text follows.
 */
export function FileStateIcon({ item, announce = false }: { item: UploadItem; announce?: boolean }) {
  const { showError } = useFileActions();
  if (item.status === 'uploading') {
    return announce ? (
      <LoadingOutlined className="hcs-upload__icon" role="img" aria-label="上传中" />
    ) : (
      <LoadingOutlined className="hcs-upload__icon" aria-hidden />
    );
  }
  if (item.status === 'error') {
    return (
      <IconButton
        danger
        label={`查看“${item.name}”的错误信息`}
        icon={<ExclamationCircleOutlined />}
        onClick={() => showError(item.message)}
      />
    );
  }
  return <PaperClipOutlined className="hcs-upload__icon" aria-hidden />;
}

/** The files of a file-mode upload field: each with its state, download, delete and "more". */
export function FileList({
  items,
  disabled,
  allowDownload,
  allowRemove,
  nameLength,
  onRemove,
  onMore,
}: Props) {
  const { download } = useFileActions();
  if (items.length === 0) return null;
  return (
    <ul className="hcs-upload__list" aria-label="已上传文件">
      {items.map((item) => (
        <li key={item.uid} className={`hcs-upload__item hcs-upload__item--${item.status}`}>
          <FileStateIcon item={item} />
          <FileName className="hcs-upload__name" name={item.name} max={nameLength} />
          {item.status === 'uploading' ? <span className="hcs-upload__state">上传中</span> : null}
          {item.status === 'error' ? <span className="hcs-upload__state">上传失败</span> : null}
          <span className="hcs-upload__actions">
            {allowDownload && item.status === 'done' ? (
              <IconButton
                label={`下载“${item.name}”`}
                icon={<DownloadOutlined />}
                onClick={() => download(item)}
              />
            ) : null}
            {disabled || !allowRemove ? null : (
              <IconButton
                label={`删除“${item.name}”`}
                icon={<DeleteOutlined />}
                onClick={() => onRemove(item.uid)}
              />
            )}
            {item.status === 'done' && !disabled ? (
              <IconButton
                label={`更多操作“${item.name}”`}
                icon={<EllipsisOutlined />}
                onClick={() => onMore(item)}
              />
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
