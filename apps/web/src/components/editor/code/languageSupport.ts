import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import { json } from '@codemirror/lang-json';
import { sql } from '@codemirror/lang-sql';
import type { Extension } from '@uiw/react-codemirror';
import type { CodeLanguage } from './codeLanguages.ts';

/** CodeMirror's highlighting and indentation for a language. */
export function languageSupport(language: CodeLanguage): Extension {
  switch (language) {
    case 'javascript':
      return javascript();
    case 'typescript':
      return javascript({ typescript: true });
    case 'sql':
      return sql();
    case 'json':
      return json();
    case 'html':
      return html();
    case 'css':
      return css();
  }
}
