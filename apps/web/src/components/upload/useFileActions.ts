import { App } from 'antd';
import { useMemo } from 'react';
import { fileAccessUrl } from '../../utils/fileAccessUrl.ts';
import { UPLOAD_TEXT, type UploadItem } from './uploadValue.ts';

/** What a listed file offers: its download (未知的文件 without one) and the 上传出错 dialog. */
export function useFileActions() {
  const { message, modal } = App.useApp();
  return useMemo(
    () => ({
      download(item: UploadItem | null) {
        const url = item?.status === 'done' ? fileAccessUrl(item.path) : undefined;
        if (!item || !url) {
          void message.warning(UPLOAD_TEXT.unknownFile);
          return;
        }
        const link = document.createElement('a');
        link.href = url;
        link.download = item.name;
        link.rel = 'noopener';
        document.body.append(link);
        link.click();
        link.remove();
      },
      showError(text: string | undefined) {
        modal.error({
          title: UPLOAD_TEXT.errorTitle,
          content: `${UPLOAD_TEXT.errorLabel}${text || UPLOAD_TEXT.unknownError}`,
        });
      },
    }),
    [message, modal],
  );
}
