import type { ApiResult } from '@hcs/shared';
import { Button, type ModalFuncProps } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { downloadFile } from '../../api/request.ts';

interface ImportErrors {
  msg?: string;
  fileUrl?: string;
  fileName?: string;
}

interface Feedback {
  message: MessageInstance;
  modal: { warning(props: ModalFuncProps): unknown };
}

function errorsOf(result: unknown): ImportErrors {
  return typeof result === 'object' && result !== null ? (result as ImportErrors) : {};
}

/**
 * Shows an import answer (spec §8 "Import"): code 201 opens 导入成功,但是有错误数据! with the message and
 * the error file to download (through the request client: it needs the token); a failure warns with the
 * server's message; otherwise the success message. True when rows may have been imported.
 */
export function showImportResult(res: ApiResult<unknown>, { message, modal }: Feedback): boolean {
  if (!res.success) {
    void message.warning(res.message);
    return false;
  }
  if (res.code === 201) {
    const { msg, fileUrl, fileName } = errorsOf(res.result);
    modal.warning({
      title: '导入成功,但是有错误数据!',
      width: 520,
      content: (
        <div className="hcs-import-errors">
          <p>{res.message}</p>
          {msg ? <p>{msg}</p> : null}
          {fileUrl ? (
            <Button
              type="link"
              onClick={() => void downloadFile(fileUrl, fileName ?? '导入错误信息.txt').catch(() => false)}
            >
              下载错误数据
            </Button>
          ) : null}
        </div>
      ),
    });
    return true;
  }
  void message.success(res.message);
  return true;
}
