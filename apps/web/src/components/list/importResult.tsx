import { Button, type ModalFuncProps } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { type Done, downloadFile } from '../../api/request.ts';
import { ignoreShownFailure, refusalOf } from '../../utils/serverAction.ts';

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
 * Awaits an import and shows its answer (spec §8 "Import"): code 201 opens 导入成功,但是有错误数据! with
 * the message and the error file to download (through the request client: it needs the token); a
 * refusal warns with the file name plus the server's message when the request carried one file
 * (`fileNames`), else with the message alone; otherwise the success message. An HTTP failure has been
 * shown by the request client. True when rows may have been imported.
 */
export async function showImportResult(
  call: Promise<Done<unknown>>,
  { message, modal }: Feedback,
  fileNames: string[] = [],
): Promise<boolean> {
  let res: Done<unknown>;
  try {
    res = await call;
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) {
      const [only] = fileNames;
      void message.warning(fileNames.length === 1 && only ? `${only} ${refusal.message}` : refusal.message);
    }
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
              onClick={() =>
                void downloadFile(fileUrl, fileName ?? '导入错误信息.txt').catch(ignoreShownFailure)
              }
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
