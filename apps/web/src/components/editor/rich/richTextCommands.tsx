import {
  BoldOutlined,
  CodeOutlined,
  ItalicOutlined,
  LineOutlined,
  OrderedListOutlined,
  RedoOutlined,
  SnippetsOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { Editor } from '@tiptap/react';
import type { ReactNode } from 'react';

/** One toolbar button that runs an editor command. */
export interface RichTextCommand {
  key: string;
  label: string;
  icon: ReactNode;
  run: (editor: Editor) => void;
  /** Pressed state of a toggle (bold, a list, …); absent for plain actions. */
  active?: (editor: Editor) => boolean;
  enabled?: (editor: Editor) => boolean;
}

const chain = (editor: Editor) => editor.chain().focus();

function heading(level: 1 | 2 | 3): RichTextCommand {
  return {
    key: `heading${level}`,
    // The name starts with the visible "H1" (WCAG 2.5.3, label in name).
    label: `H${level} ${'一二三'[level - 1]}级标题`,
    icon: (
      <span className="hcs-rich-text__glyph" aria-hidden>
        H{level}
      </span>
    ),
    // Pressed again, a heading goes back to a paragraph.
    run: (e) => chain(e).toggleHeading({ level }).run(),
    active: (e) => e.isActive('heading', { level }),
  };
}

/** The toolbar's command buttons, in groups; links and pictures have their own dialogs. */
export const richTextCommandGroups: RichTextCommand[][] = [
  [heading(1), heading(2), heading(3)],
  [
    {
      key: 'bold',
      label: '加粗',
      icon: <BoldOutlined />,
      run: (e) => chain(e).toggleBold().run(),
      active: (e) => e.isActive('bold'),
    },
    {
      key: 'italic',
      label: '斜体',
      icon: <ItalicOutlined />,
      run: (e) => chain(e).toggleItalic().run(),
      active: (e) => e.isActive('italic'),
    },
    {
      key: 'underline',
      label: '下划线',
      icon: <UnderlineOutlined />,
      run: (e) => chain(e).toggleUnderline().run(),
      active: (e) => e.isActive('underline'),
    },
    {
      key: 'strike',
      label: '删除线',
      icon: <StrikethroughOutlined />,
      run: (e) => chain(e).toggleStrike().run(),
      active: (e) => e.isActive('strike'),
    },
  ],
  [
    {
      key: 'bulletList',
      label: '无序列表',
      icon: <UnorderedListOutlined />,
      run: (e) => chain(e).toggleBulletList().run(),
      active: (e) => e.isActive('bulletList'),
    },
    {
      key: 'orderedList',
      label: '有序列表',
      icon: <OrderedListOutlined />,
      run: (e) => chain(e).toggleOrderedList().run(),
      active: (e) => e.isActive('orderedList'),
    },
    {
      key: 'blockquote',
      label: '引用',
      icon: (
        <span className="hcs-rich-text__glyph hcs-rich-text__glyph--quote" aria-hidden>
          “
        </span>
      ),
      run: (e) => chain(e).toggleBlockquote().run(),
      active: (e) => e.isActive('blockquote'),
    },
    {
      key: 'code',
      label: '行内代码',
      icon: <CodeOutlined />,
      run: (e) => chain(e).toggleCode().run(),
      active: (e) => e.isActive('code'),
    },
    {
      key: 'codeBlock',
      label: '代码块',
      icon: <SnippetsOutlined />,
      run: (e) => chain(e).toggleCodeBlock().run(),
      active: (e) => e.isActive('codeBlock'),
    },
    {
      key: 'horizontalRule',
      label: '分割线',
      icon: <LineOutlined />,
      run: (e) => chain(e).setHorizontalRule().run(),
    },
  ],
  [
    {
      key: 'undo',
      label: '撤销',
      icon: <UndoOutlined />,
      run: (e) => chain(e).undo().run(),
      enabled: (e) => e.can().undo(),
    },
    {
      key: 'redo',
      label: '重做',
      icon: <RedoOutlined />,
      run: (e) => chain(e).redo().run(),
      enabled: (e) => e.can().redo(),
    },
  ],
];
