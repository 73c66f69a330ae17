import { lazy, Suspense } from 'react';
import type { CodeEditorProps } from './code/CodeEditor.tsx';
import { EditorLoading } from './EditorLoading.tsx';
import type { MarkdownEditorProps } from './markdown/MarkdownEditor.tsx';
import type { RichTextEditorProps } from './rich/RichTextEditor.tsx';
import { EDITOR_HEIGHT } from './types.ts';
import './editor.css';

// Each editor is a large library: it is fetched the first time a page shows it, never with the first load.
const LazyRichText = lazy(() => import('./rich/RichTextEditor.tsx'));
const LazyMarkdown = lazy(() => import('./markdown/MarkdownEditor.tsx'));
const LazyCode = lazy(() => import('./code/CodeEditor.tsx'));

export type { CodeLanguage } from './code/codeLanguages.ts';
export { CODE_LANGUAGE_LABELS, CODE_LANGUAGES } from './code/codeLanguages.ts';
export type { CodeEditorProps, MarkdownEditorProps, RichTextEditorProps };

export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorLoading height={props.height ?? EDITOR_HEIGHT} />}>
      <LazyRichText {...props} />
    </Suspense>
  );
}

export function MarkdownEditor(props: MarkdownEditorProps) {
  return (
    <Suspense fallback={<EditorLoading height={props.height ?? EDITOR_HEIGHT} />}>
      <LazyMarkdown {...props} />
    </Suspense>
  );
}

export function CodeEditor(props: CodeEditorProps) {
  return (
    <Suspense fallback={<EditorLoading height={props.height ?? EDITOR_HEIGHT} />}>
      <LazyCode {...props} />
    </Suspense>
  );
}
