import { Segmented, Space } from 'antd';
import { useState } from 'react';
import {
  CODE_LANGUAGE_LABELS,
  CODE_LANGUAGES,
  CodeEditor,
  type CodeLanguage,
  MarkdownEditor,
  RichTextEditor,
} from '../../../components/editor/index.tsx';
import { GalleryDemo } from './GalleryDemo.tsx';

const SAMPLE_CODE: Record<CodeLanguage, string> = {
  javascript: "function greet(name) {\n  return '你好，' + name;\n}\n",
  typescript: "export function greet(name: string): string {\n  return '你好，' + name;\n}\n",
  sql: 'select id, realname\n  from sys_user\n where status = 1;\n',
  json: '{\n  "name": "温馨助残服务平台"\n}\n',
  html: '<p class="tip">你好</p>\n',
  css: '.tip {\n  color: #00796b;\n}\n',
};

/** 编辑器: rich text, markdown and code, each editable and disabled. */
export default function EditorSection() {
  const [html, setHtml] = useState('<p>欢迎使用<strong>富文本编辑器</strong>。</p>');
  const [markdown, setMarkdown] = useState('# 标题\n\n- 第一项\n- 第二项\n');
  const [language, setLanguage] = useState<CodeLanguage>('javascript');
  const [code, setCode] = useState(SAMPLE_CODE.javascript);

  return (
    <>
      <GalleryDemo
        title="富文本编辑器"
        description="工具栏可插入图片（本地上传或网络地址）与链接；值为 HTML。"
        value={html}
      >
        <RichTextEditor aria-label="富文本内容" value={html} onChange={setHtml} />
      </GalleryDemo>
      <GalleryDemo title="富文本编辑器（禁用）">
        <RichTextEditor aria-label="富文本内容（禁用）" value="<p>这段内容不能修改。</p>" disabled />
      </GalleryDemo>
      <GalleryDemo title="Markdown 编辑器" value={markdown}>
        <MarkdownEditor aria-label="Markdown 内容" value={markdown} onChange={setMarkdown} />
      </GalleryDemo>
      <GalleryDemo title="Markdown 编辑器（禁用）">
        <MarkdownEditor aria-label="Markdown 内容（禁用）" value={'**只读**内容'} disabled />
      </GalleryDemo>
      <GalleryDemo title="代码编辑器" value={code}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Segmented<CodeLanguage>
            aria-label="代码语言"
            value={language}
            options={CODE_LANGUAGES.map((value) => ({ value, label: CODE_LANGUAGE_LABELS[value] }))}
            onChange={(next) => {
              setLanguage(next);
              setCode(SAMPLE_CODE[next]);
            }}
          />
          <CodeEditor aria-label="代码内容" language={language} value={code} onChange={setCode} />
        </Space>
      </GalleryDemo>
      <GalleryDemo title="代码编辑器（禁用）">
        <CodeEditor aria-label="代码内容（禁用）" language="sql" value={SAMPLE_CODE.sql} disabled />
      </GalleryDemo>
    </>
  );
}
