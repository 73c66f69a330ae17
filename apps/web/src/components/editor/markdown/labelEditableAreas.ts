/**
 * Fills in what Toast UI leaves out for assistive technology: its editable areas (markdown, WYSIWYG) get the
 * textbox role and the given ARIA attributes (a `<label for>` cannot point at a contenteditable element), and
 * the hidden textarea it uses for copy and paste gets a name and stays out of the tab order.
 */
export function labelEditableAreas(root: HTMLElement, aria: Record<string, string>): void {
  for (const area of root.querySelectorAll<HTMLElement>('[contenteditable="true"]')) {
    area.setAttribute('role', 'textbox');
    area.setAttribute('aria-multiline', 'true');
    for (const name of [
      'aria-label',
      'aria-labelledby',
      'aria-describedby',
      'aria-invalid',
      'aria-required',
    ]) {
      const value = aria[name];
      if (value) area.setAttribute(name, value);
      else area.removeAttribute(name);
    }
  }
  for (const clipboard of root.querySelectorAll<HTMLElement>('.toastui-editor-pseudo-clipboard')) {
    clipboard.setAttribute('aria-label', '剪贴板');
    clipboard.tabIndex = -1;
  }
}
