import type { Editor } from '@tiptap/react';

/**
 * The field value of the editor's document: its HTML, or '' when there is nothing in it (no text, no
 * picture, no rule), so a required rule sees an empty editor as empty. The empty paragraphs the editor keeps
 * at the end (so one can type after a heading or a list) are left out.
 */
export function richTextValue(editor: Editor): string {
  const { doc } = editor.state;
  let filled = doc.textContent.trim() !== '';
  if (!filled) {
    doc.descendants((node) => {
      if (node.isLeaf && !node.isText && node.type.name !== 'hardBreak') filled = true;
      return !filled;
    });
  }
  return filled ? editor.getHTML().replace(/(<p><\/p>)+$/, '') : '';
}

/** A link address a user typed, made absolute; null when it is not a web or mail address. */
export function normaliseLinkHref(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? withScheme : null;
  } catch {
    return null;
  }
}
