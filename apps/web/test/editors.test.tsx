import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CodeEditor, MarkdownEditor, RichTextEditor } from '../src/components/editor/index.tsx';
import { normaliseLinkHref } from '../src/components/editor/rich/richTextContent.ts';

// Typing into contenteditable editors is unreliable under happy-dom (characters get lost); typing is covered by
// the end-to-end test in a real browser. Here: the controlled value, the toolbar, labels and the disabled state.

function Controlled({ initial, onChange }: { initial: string; onChange: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <App>
      <RichTextEditor
        aria-label="正文"
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue('<p>外部</p>')}>
        外部设置
      </button>
      <output>{value}</output>
    </App>
  );
}

// The editors' libraries are large: loaded once up front, so no test's wait depends on a busy machine's speed.
beforeAll(async () => {
  await Promise.all([
    import('../src/components/editor/rich/RichTextEditor.tsx'),
    import('../src/components/editor/markdown/MarkdownEditor.tsx'),
    import('../src/components/editor/code/CodeEditor.tsx'),
  ]);
}, 120_000);

describe('RichTextEditor', { timeout: 20_000 }, () => {
  it('shows the value and follows a new value without echoing it', async () => {
    const onChange = vi.fn();
    render(<Controlled initial="<p>你好</p>" onChange={onChange} />);
    const box = await screen.findByRole('textbox', { name: '正文' });
    expect(box.innerHTML).toBe('<p>你好</p>');
    await userEvent.click(screen.getByRole('button', { name: '外部设置' }));
    await waitFor(() => expect(box.innerHTML).toBe('<p>外部</p>'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('makes the selection bold and a heading from the toolbar and emits the HTML', async () => {
    const onChange = vi.fn();
    render(<Controlled initial="<p>通知</p>" onChange={onChange} />);
    const box = await screen.findByRole('textbox', { name: '正文' });
    const bold = screen.getByRole('button', { name: '加粗' });
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(box);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(bold);
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>通知</strong></p>');
    expect(bold.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('<p><strong>通知</strong></p>');
    // A heading button turns the paragraph into that heading (the empty paragraph the editor keeps after it
    // to type on is not part of the value).
    await userEvent.click(screen.getByRole('button', { name: 'H2 二级标题' }));
    expect(onChange).toHaveBeenLastCalledWith('<h2><strong>通知</strong></h2>');
  });

  it('emits an empty string once everything is deleted', async () => {
    const onChange = vi.fn();
    render(<Controlled initial="<p>删掉</p>" onChange={onChange} />);
    const box = await screen.findByRole('textbox', { name: '正文' });
    await userEvent.click(box);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''));
  });

  it('is read-only with a disabled toolbar when disabled', async () => {
    render(
      <App>
        <RichTextEditor aria-label="只读" value="<p>不可改</p>" disabled />
      </App>,
    );
    const box = await screen.findByRole('textbox', { name: '只读' });
    expect(box.getAttribute('contenteditable')).toBe('false');
    expect(box.getAttribute('aria-disabled')).toBe('true');
    for (const name of ['加粗', '斜体', '删除线', '无序列表', '有序列表', '引用', '链接', '图片']) {
      expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
    }
  });

  it('accepts web and mail links only', () => {
    expect(normaliseLinkHref('example.com/a')).toBe('https://example.com/a');
    expect(normaliseLinkHref('http://example.com')).toBe('http://example.com');
    expect(normaliseLinkHref('mailto:a@b.cn')).toBe('mailto:a@b.cn');
    expect(normaliseLinkHref('javascript:alert(1)')).toBeNull();
    expect(normaliseLinkHref('data:text/html,x')).toBeNull();
    expect(normaliseLinkHref('  ')).toBeNull();
  });
});

describe('MarkdownEditor', { timeout: 20_000 }, () => {
  it('has the spec toolbar in Chinese, a labelled editing area and follows a new value', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<MarkdownEditor aria-label="说明" value="# 标题" onChange={onChange} />);
    // Both editing areas (markdown first, then WYSIWYG, which a browser hides until switched to) are labelled.
    const [area, wysiwyg] = await screen.findAllByRole('textbox', { name: '说明' });
    expect(wysiwyg).toBeTruthy();
    if (!area) throw new Error('no markdown area');
    expect(area.textContent).toBe('# 标题');
    const labels = [...document.querySelectorAll('.toastui-editor-toolbar-icons[aria-label]')].map((b) =>
      b.getAttribute('aria-label'),
    );
    expect(labels).toEqual([
      '标题',
      '加粗',
      '斜体字',
      '删除线',
      '水平线',
      '引用块',
      '无序列表',
      '有序列表',
      '任务',
      '缩进',
      '减少缩进',
      '插入表格',
      '插入链接',
      '内嵌代码',
      '插入代码块',
    ]);
    rerender(<MarkdownEditor aria-label="说明" value="**粗体**" onChange={onChange} />);
    await waitFor(() => expect(area.textContent).toBe('**粗体**'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the rendered text read-only when disabled', async () => {
    render(<MarkdownEditor aria-label="说明" value="**只读**" disabled />);
    await waitFor(() =>
      expect(document.querySelector('.toastui-editor-contents strong')?.textContent).toBe('只读'),
    );
    expect(document.querySelector('[contenteditable="true"]')).toBeNull();
  });
});

describe('CodeEditor', { timeout: 20_000 }, () => {
  it('shows the text with tab size 2, follows a new value and is read-only when disabled', async () => {
    const { rerender } = render(<CodeEditor aria-label="脚本" language="sql" value="select 1;" />);
    const area = await screen.findByRole('textbox', { name: '脚本' });
    expect(area.textContent).toBe('select 1;');
    expect(area.getAttribute('style')).toContain('tab-size: 2');
    expect(area.getAttribute('contenteditable')).toBe('true');
    await act(async () =>
      rerender(<CodeEditor aria-label="脚本" language="sql" value="select 2;" disabled />),
    );
    await waitFor(() => expect(area.textContent).toBe('select 2;'));
    expect(area.getAttribute('contenteditable')).toBe('false');
  });
});
