import { Button } from 'antd';
import { type ListPageState, ListRowActions } from '../../../components/list/index.ts';
import { fileAccessUrl } from '../../../utils/fileAccessUrl.ts';
import type { StoredFile } from './fileApi.ts';

interface Props {
  file: StoredFile;
  state: ListPageState<StoredFile>;
  onPreview(file: StoredFile): void;
}

/** 预览 (images), 下载 and 删除 of one file. */
export function FileRowActions({ file, state, onPreview }: Props) {
  const name = file.fileName ?? '';
  const quoted = `“${name}”`;
  return (
    <ListRowActions record={file} state={state} name={name} detail={false}>
      {file.fileType === 'image' ? (
        <Button type="link" size="small" aria-label={`预览${quoted}`} onClick={() => onPreview(file)}>
          预览
        </Button>
      ) : null}
      <Button
        type="link"
        size="small"
        href={fileAccessUrl(file.url ?? '')}
        download={name}
        aria-label={`下载${quoted}`}
      >
        下载
      </Button>
    </ListRowActions>
  );
}
