import { App } from 'antd';
import { type DepartNode, deleteDepart } from '../../../api/depart.ts';
import { downloadFile } from '../../../api/request.ts';

/** Deleting a branch and exporting the departments, each reporting how it went. */
export function useDepartActions() {
  const { message } = App.useApp();
  return {
    /** Resolves true once the department and its subtree are gone. */
    async remove(node: DepartNode): Promise<boolean> {
      try {
        const res = await deleteDepart(node.id);
        if (res.success) void message.success(res.message);
        else void message.warning(res.message);
        return res.success;
      } catch {
        return false;
      }
    },
    async exportSheet(): Promise<void> {
      const close = message.loading('导出中…', 0);
      try {
        await downloadFile('/sys/sysDepart/exportXls', '部门.xls', { column: 'orgCode', order: 'asc' });
      } catch {
        // The request client has already shown the failure.
      } finally {
        close();
      }
    },
  };
}
