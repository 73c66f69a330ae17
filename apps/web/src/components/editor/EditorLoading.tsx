import { Spin } from 'antd';

/** What an editor's place shows while its code loads: a box of the editor's height, so the form does not jump. */
export function EditorLoading({ height }: { height: number | string }) {
  return (
    <div className="hcs-editor-loading" style={{ height }} aria-busy="true">
      <Spin description="编辑器加载中…">
        <div style={{ width: 160, height: 40 }} />
      </Spin>
    </div>
  );
}
