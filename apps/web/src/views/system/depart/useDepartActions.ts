import { departResource } from '@hcs/shared';
import { App } from 'antd';
import { type DepartNode, deleteDepart } from '../../../api/depart.ts';
import { downloadFile } from '../../../api/request.ts';
import { ignoreShownFailure, useServerAction } from '../../../utils/serverAction.ts';

/** Deleting a branch and exporting the departments, each reporting how it went. */
export function useDepartActions() {
  const { message } = App.useApp();
  const act = useServerAction();
  return {
    /** Resolves true once the department and its subtree are gone. */
    async remove(node: DepartNode): Promise<boolean> {
      return (await act(deleteDepart(node.id), { success: true })) !== undefined;
    },
    async exportSheet(): Promise<void> {
      const close = message.loading('导出中…', 0);
      const sheet = `${departResource.title}.xls`;
      await downloadFile(`${departResource.path}/exportXls`, sheet, { column: 'orgCode', order: 'asc' })
        .catch(ignoreShownFailure)
        .finally(close);
    },
  };
}
