import CodeMirror, { EditorState, EditorView } from '@uiw/react-codemirror';
import { useMemo } from 'react';
import { EDITOR_HEIGHT, type EditorFieldProps, editableAreaAria } from '../types.ts';
import type { CodeLanguage } from './codeLanguages.ts';
import { languageSupport } from './languageSupport.ts';
import './CodeEditor.css';

export interface CodeEditorProps extends EditorFieldProps {
  language?: CodeLanguage;
  height?: number;
  /** Long lines wrap instead of scrolling sideways (e.g. one long SQL statement on a phone). */
  lineWrapping?: boolean;
}

/** Tab size of the code editor (spec §9). */
export const CODE_TAB_SIZE = 2;

/**
 * 代码编辑器 (CodeMirror 6): the value is the text. Tab indents; Escape then Tab leaves the editor by keyboard.
 */
export default function CodeEditor(props: CodeEditorProps) {
  const {
    value,
    onChange,
    disabled = false,
    id,
    language = 'javascript',
    height = EDITOR_HEIGHT,
    lineWrapping = false,
  } = props;
  const ariaKey = JSON.stringify(editableAreaAria(props, '代码编辑器'));
  const extensions = useMemo(
    () => [
      languageSupport(language),
      EditorState.tabSize.of(CODE_TAB_SIZE),
      EditorView.contentAttributes.of(JSON.parse(ariaKey) as Record<string, string>),
      ...(lineWrapping ? [EditorView.lineWrapping] : []),
    ],
    [language, ariaKey, lineWrapping],
  );

  return (
    <div id={id} className={`hcs-code-editor${disabled ? ' hcs-code-editor--disabled' : ''}`}>
      <CodeMirror
        value={value ?? ''}
        onChange={(text) => onChange?.(text)}
        height={`${height}px`}
        basicSetup={{ tabSize: CODE_TAB_SIZE }}
        extensions={extensions}
        editable={!disabled}
        readOnly={disabled}
      />
    </div>
  );
}
