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
 * file name plus the server's message when the request carried one file (`fileNames`), else with the
 * message alone; otherwise the success message. True when rows may have been imported.
 */
export function showImportResult(
  res: ApiResult<unknown>,
  { message, modal }: Feedback,
  fileNames: string[] = [],
): boolean {
  if (!res.success) {
    const [only] = fileNames;
    void message.warning(fileNames.length === 1 && only ? `${only} ${res.message}` : res.message);
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
