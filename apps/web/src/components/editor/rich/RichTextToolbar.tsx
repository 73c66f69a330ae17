import { LinkOutlined, PictureOutlined } from '@ant-design/icons';
import { type Editor, useEditorState } from '@tiptap/react';
import { Button, Divider } from 'antd';
import type { ReactNode } from 'react';
import { type RichTextCommand, richTextCommandGroups } from './richTextCommands.tsx';

interface RichTextToolbarProps {
  editor: Editor;
  disabled: boolean;
  onLink: () => void;
  onImage: () => void;
}

const allCommands = richTextCommandGroups.flat();

function ToolButton(props: {
  label: string;
  icon: ReactNode;
  pressed?: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      type="text"
      size="small"
      className="hcs-rich-text__tool"
      icon={props.icon}
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.pressed}
      disabled={props.disabled}
      onClick={props.onClick}
    />
  );
}

/** The rich-text toolbar: headings, marks, blocks, link, picture, undo/redo; pressed states follow the selection. */
export function RichTextToolbar({ editor, disabled, onLink, onImage }: RichTextToolbarProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      link: current.isActive('link'),
      active: Object.fromEntries(allCommands.map((c) => [c.key, c.active?.(current) ?? false])),
      enabled: Object.fromEntries(allCommands.map((c) => [c.key, c.enabled?.(current) ?? true])),
    }),
  });

  const button = (command: RichTextCommand) => (
    <ToolButton
      key={command.key}
      label={command.label}
      icon={command.icon}
      pressed={command.active ? state.active[command.key] : undefined}
      disabled={disabled || !state.enabled[command.key]}
      onClick={() => command.run(editor)}
    />
  );
  const [headings, marks, blocks, history] = richTextCommandGroups;

  return (
    <div className="hcs-rich-text__toolbar" role="toolbar" aria-label="编辑工具栏">
      {headings?.map(button)}
      <Divider orientation="vertical" />
      {marks?.map(button)}
      <Divider orientation="vertical" />
      {blocks?.map(button)}
      <ToolButton
        label="链接"
        icon={<LinkOutlined />}
        pressed={state.link}
        disabled={disabled}
        onClick={onLink}
      />
      <ToolButton label="图片" icon={<PictureOutlined />} disabled={disabled} onClick={onImage} />
      <Divider orientation="vertical" />
      {history?.map(button)}
    </div>
  );
}
