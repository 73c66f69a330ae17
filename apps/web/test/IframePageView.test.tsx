import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { frameSandbox, IframePageView } from '../src/layouts/IframePageView.tsx';

// happy-dom loads no frame pages: it says so on the console for each frame (no failure).

describe('IframePageView', () => {
  it('shows the url in a frame named after the menu entry, with a spinner until it has loaded', () => {
    const { container } = render(<IframePageView url="https://docs.example/guide" title="在线文档" />);
    const frame = screen.getByTitle('在线文档');
    expect(frame.getAttribute('src')).toBe('https://docs.example/guide');
    expect(container.querySelector('.ant-spin-spinning')).not.toBeNull();
    expect(screen.getByText('页面加载中…')).toBeTruthy();
    fireEvent.load(frame);
    expect(container.querySelector('.ant-spin-spinning')).toBeNull();
  });

  it('fills the window below where it starts, never shorter than 360 px', () => {
    render(<IframePageView url="https://docs.example/guide" title="在线文档" />);
    const height = Number.parseInt(screen.getByTitle('在线文档').style.height, 10);
    expect(height).toBe(Math.max(360, window.innerHeight - 16));
  });

  it('sandboxes a page of another origin, but not one of the app', () => {
    render(<IframePageView url="https://docs.example/guide" title="外部" />);
    const sandbox = screen.getByTitle('外部').getAttribute('sandbox') ?? '';
    expect(sandbox.split(' ')).toEqual(expect.arrayContaining(['allow-scripts', 'allow-forms']));
    expect(sandbox).not.toContain('allow-top-navigation');

    render(<IframePageView url={`${window.location.origin}/hcs/doc`} title="本站" />);
    expect(screen.getByTitle('本站').hasAttribute('sandbox')).toBe(false);
  });

  it('says so when the entry has no valid address', () => {
    render(<IframePageView url={undefined} title="在线文档" />);
    expect(screen.getByText('页面地址无效')).toBeTruthy();
    expect(screen.queryByTitle('在线文档')).toBeNull();
  });
});

describe('frameSandbox', () => {
  it('compares origins, not prefixes', () => {
    expect(frameSandbox('https://care.example/x', 'https://care.example')).toBeUndefined();
    expect(frameSandbox('https://care.example.evil.test/x', 'https://care.example')).toBeDefined();
    expect(frameSandbox('http://care.example/x', 'https://care.example')).toBeDefined();
  });
});
