import { ListPage, useListPage } from '../../components/list/index.ts';
import { useOpening } from '../../utils/useOpening.ts';
import { FilePreviewModal } from './file/FilePreviewModal.tsx';
import { FileRowActions } from './file/FileRowActions.tsx';
import type { StoredFile } from './file/fileApi.ts';
import { fileListConfig } from './file/fileListConfig.ts';
import './file/FileList.css';

/** 系统管理 → 文件列表: every uploaded file; preview images, download, delete (the stored file too). */
export default function FileList() {
  const state = useListPage(fileListConfig, { urlState: true });
  const preview = useOpening<StoredFile | null>(null);

  return (
    <>
      <ListPage
        config={fileListConfig}
        state={state}
        rowActions={(record) => <FileRowActions file={record} state={state} onPreview={preview.show} />}
      />
      <FilePreviewModal file={preview.open ? preview.subject : null} onClose={preview.hide} />
    </>
  );
}
