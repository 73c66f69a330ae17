import { PaperClipOutlined } from '@ant-design/icons';
import { displayNameOf, extensionOf, isImageExtension } from '@hcs/shared';
import { Image } from 'antd';
import { useState } from 'react';
import { fileAccessUrl } from '../../utils/fileAccessUrl.ts';
import { splitPaths } from './uploadValue.ts';
import './upload.css';

interface Props {
  /** Comma-separated stored paths, as an upload field keeps them. */
  value: string | null | undefined;
  /** What the files are (附件, 完成照片): names the thumbnails for a screen reader. */
  label?: string;
}

/** The stored paths split into images (shown as thumbnails) and other files (links). */
export function splitAttachments(value: string | null | undefined): { images: string[]; files: string[] } {
  const paths = splitPaths(value);
  const image = (path: string) => isImageExtension(extensionOf(path));
  return { images: paths.filter(image), files: paths.filter((p) => !image(p)) };
}

/**
 * Files of a record to look at (a detail, not a form): images as thumbnails opening a preview that
 * steps through all of them (lightbox), other files as links that open or download them.
 */
export function AttachmentGallery({ value, label = '附件' }: Props) {
  const { images, files } = splitAttachments(value);
  // The preview opens from a thumbnail button (reachable by keyboard) and steps through every image.
  const [preview, setPreview] = useState<{ open: boolean; current: number }>({ open: false, current: 0 });
  if (images.length === 0 && files.length === 0) return <span className="hcs-upload__empty">无文件</span>;
  return (
    <div className="hcs-gallery">
      {images.length > 0 ? (
        <>
          <ul className="hcs-gallery__images" aria-label={`${label}图片`}>
            {images.map((path, index) => (
              <li key={path}>
                <button
                  type="button"
                  className="hcs-gallery__thumb"
                  aria-label={`预览 ${displayNameOf(path)}`}
                  onClick={() => setPreview({ open: true, current: index })}
                >
                  <img src={fileAccessUrl(path)} alt={displayNameOf(path)} loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
          <Image.PreviewGroup
            items={images.map((path) => fileAccessUrl(path) ?? path)}
            preview={{
              open: preview.open,
              current: preview.current,
              onOpenChange: (open) => setPreview((p) => ({ ...p, open })),
              onChange: (current) => setPreview((p) => ({ ...p, current })),
            }}
          />
        </>
      ) : null}
      {files.length > 0 ? (
        <ul className="hcs-gallery__files">
          {files.map((path) => (
            <li key={path}>
              <a href={fileAccessUrl(path)} target="_blank" rel="noopener noreferrer">
                <PaperClipOutlined aria-hidden /> {displayNameOf(path)}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
