import { Image } from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ImageUploadDialog } from '../../upload/ImageUploadDialog.tsx';
import { EDITOR_HEIGHT, type EditorFieldProps, editableAreaAria } from '../types.ts';
import { LinkDialog } from './LinkDialog.tsx';
import { RichTextToolbar } from './RichTextToolbar.tsx';
import { richTextValue } from './richTextContent.ts';
import './RichTextEditor.css';

export interface RichTextEditorProps extends EditorFieldProps {
  height?: number;
}

function richTextExtensions() {
  return [
    StarterKit.configure({
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
      },
    }),
    Image.configure({ HTMLAttributes: { class: 'hcs-rich-text__image' } }),
  ];
}

/**
 * 富文本编辑器 (Tiptap): the value is the document's HTML ('' when empty). The HTML is whatever the editor
 * schema allows, but pages that show it must still sanitise it (it reaches the server as plain text).
 */
export default function RichTextEditor(props: RichTextEditorProps) {
  const { value, onChange, disabled = false, id, height = EDITOR_HEIGHT } = props;
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });
  /** The last HTML this editor emitted, so an echo of it through `value` does not reset the cursor. */
  const emitted = useRef(value ?? '');
  const initialContent = useRef(value ?? '');

  // Stable options: Tiptap compares them on every render and reconfigures the view when they differ.
  const extensions = useMemo(richTextExtensions, []);
  const aria = editableAreaAria(props, '富文本编辑器');
  const ariaKey = JSON.stringify(aria);
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt only when the attributes' text changes
  const editorProps = useMemo(
    () => ({
      attributes: { role: 'textbox', 'aria-multiline': 'true', ...aria, class: 'hcs-rich-text__content' },
    }),
    [ariaKey],
  );

  const editor = useEditor({
    extensions,
    content: initialContent.current,
    editable: !disabled,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const html = richTextValue(current);
      if (html === emitted.current) return;
      emitted.current = html;
      onChangeRef.current?.(html);
    },
  });

  useEffect(() => {
    const next = value ?? '';
    if (next === emitted.current) return;
    emitted.current = next;
    editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const [linkOpen, setLinkOpen] = useState(false);
  const [imageOpen, setImageOpen] = useState(false);

  return (
    <div id={id} className={`hcs-rich-text${disabled ? ' hcs-rich-text--disabled' : ''}`} style={{ height }}>
      <RichTextToolbar
        editor={editor}
        disabled={disabled}
        onLink={() => setLinkOpen(true)}
        onImage={() => setImageOpen(true)}
      />
      <EditorContent editor={editor} className="hcs-rich-text__body" />
      <ImageUploadDialog
        open={imageOpen}
        onCancel={() => setImageOpen(false)}
        onOk={({ url, remark }) => {
          setImageOpen(false);
          // The remark is the picture's text alternative.
          editor.chain().focus().setImage({ src: url, alt: remark }).run();
        }}
      />
      <LinkDialog
        open={linkOpen}
        href={linkOpen ? String(editor.getAttributes('link').href ?? '') : ''}
        onCancel={() => setLinkOpen(false)}
        onOk={(href) => {
          setLinkOpen(false);
          const range = editor.chain().focus().extendMarkRange('link');
          if (href) range.setLink({ href }).run();
          else range.unsetLink().run();
        }}
      />
    </div>
  );
}
