// The package ships types, but its "exports" map hides them from TypeScript's bundler resolution; this is the
// part of its API (types/editor.d.ts, v3.2.2) that the wrapper uses.
declare module '@toast-ui/editor' {
  interface ToastEditorOptions {
    el: HTMLElement;
    viewer?: boolean;
    height?: string;
    minHeight?: string;
    initialValue?: string;
    initialEditType?: 'markdown' | 'wysiwyg';
    previewStyle?: 'tab' | 'vertical';
    language?: string;
    usageStatistics?: boolean;
    autofocus?: boolean;
    toolbarItems?: string[][];
    events?: { change?: () => void; focus?: () => void; blur?: () => void };
  }

  export interface ToastViewer {
    setMarkdown(markdown: string): void;
    destroy(): void;
  }

  export default class Editor implements ToastViewer {
    static factory(options: ToastEditorOptions): Editor | ToastViewer;
    getMarkdown(): string;
    setMarkdown(markdown: string, cursorToEnd?: boolean): void;
    destroy(): void;
  }
}

declare module '@toast-ui/editor/dist/i18n/zh-cn';
