import Editor from '@toast-ui/editor';
import '@toast-ui/editor/dist/i18n/zh-cn';
import '@toast-ui/editor/dist/toastui-editor.css';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { EDITOR_HEIGHT, type EditorFieldProps, editableAreaAria } from '../types.ts';
import { labelEditableAreas } from './labelEditableAreas.ts';
import './MarkdownEditor.css';

export interface MarkdownEditorProps extends EditorFieldProps {
  /** CSS height of the whole editor; at least 200px (spec §9). */
  height?: string;
}

/** The toolbar of spec §9: heading, bold, italic, strike, hr, quote, lists, task, indent, table, link, code, codeblock. */
export const MARKDOWN_TOOLBAR = [
  ['heading', 'bold', 'italic', 'strike'],
  ['hr', 'quote'],
  ['ul', 'ol', 'task', 'indent', 'outdent'],
  ['table', 'link'],
  ['code', 'codeblock'],
];

/**
 * Markdown 编辑器 (Toast UI Editor, through this ref wrapper: its React wrapper refuses React 19). The value is
 * the markdown text. Disabled, it shows the rendered text in Toast UI's viewer (the editor has no read-only mode).
 */
export default function MarkdownEditor(props: MarkdownEditorProps) {
  const { value, onChange, disabled = false, id, height = `${EDITOR_HEIGHT}px` } = props;
  const aria = editableAreaAria(props, 'Markdown 编辑器');
  const ariaRef = useRef(aria);
  ariaRef.current = aria;
  const ariaKey = JSON.stringify(aria);
  const host = useRef<HTMLDivElement>(null);
  const instance = useRef<ReturnType<typeof Editor.factory> | null>(null);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });
  /** The last text this editor emitted, so an echo of it through `value` does not reset the cursor. */
  const emitted = useRef(value ?? '');
  const initial = useRef(value ?? '');
  initial.current = value ?? '';

  // One Toast UI instance per mount and per editable/read-only switch; the value follows below.
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const created = Editor.factory({
      el,
      viewer: disabled,
      height,
      minHeight: '200px',
      language: 'zh-CN',
      initialEditType: 'markdown',
      previewStyle: 'vertical',
      initialValue: initial.current,
      usageStatistics: false,
      autofocus: false,
      toolbarItems: MARKDOWN_TOOLBAR,
      events: {
        change: () => {
          if (!(created instanceof Editor)) return;
          const markdown = created.getMarkdown();
          if (markdown === emitted.current) return;
          emitted.current = markdown;
          onChangeRef.current?.(markdown);
        },
      },
    });
    emitted.current = initial.current;
    instance.current = created;
    labelEditableAreas(el, ariaRef.current);
    return () => {
      instance.current = null;
      created.destroy();
    };
  }, [disabled, height]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the attributes are re-applied when their text changes
  useEffect(() => {
    if (host.current) labelEditableAreas(host.current, ariaRef.current);
  }, [ariaKey]);

  useEffect(() => {
    const next = value ?? '';
    if (next === emitted.current || !instance.current) return;
    emitted.current = next;
    instance.current.setMarkdown(next);
  }, [value]);

  return (
    <div
      id={id}
      className={`hcs-markdown${disabled ? ' hcs-markdown--disabled' : ''}`}
      aria-disabled={disabled || undefined}
      style={disabled ? { height } : undefined}
    >
      <div ref={host} />
    </div>
  );
}
