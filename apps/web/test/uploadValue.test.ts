import { displayNameOf } from '@hcs/shared';
import { describe, expect, it } from 'vitest';
import {
  failedToast,
  failureMessage,
  isImageFile,
  itemsFromValue,
  keepLast,
  moveItem,
  pathsValue,
  removeItem,
  settleItem,
  shouldEmit,
  structuredValue,
  type UploadItem,
  valueKey,
} from '../src/components/upload/uploadValue.ts';

const R = 'a'.repeat(32);
const P1 = `temp/20260101/报告_${R}.pdf`;
const P2 = `temp/20260102/照片_${'b'.repeat(32)}.png`;

const done = (uid: string, path: string): UploadItem => ({
  uid,
  name: displayNameOf(path),
  status: 'done',
  path,
});
const uploading = (uid: string): UploadItem => ({ uid, name: `${uid}.png`, status: 'uploading' });
const failed = (uid: string): UploadItem => ({ uid, name: `${uid}.png`, status: 'error', message: 'x' });

describe('value ↔ items', () => {
  it('reads comma-separated paths as done files named without the random part', () => {
    const items = itemsFromValue(` ${P1},,${P2} `);
    expect(items.map((i) => [i.name, i.status, i.path])).toEqual([
      ['报告.pdf', 'done', P1],
      ['照片.png', 'done', P2],
    ]);
    expect(new Set(items.map((i) => i.uid)).size).toBe(2);
    expect(itemsFromValue('')).toEqual([]);
    expect(itemsFromValue(null)).toEqual([]);
  });

  it('reads and writes the structured value {fileName, filePath, fileSize}', () => {
    const value = [{ fileName: '年报.pdf', filePath: P1, fileSize: 12 }];
    const items = itemsFromValue(value);
    expect(items[0]).toMatchObject({ name: '年报.pdf', path: P1, size: 12, status: 'done' });
    expect(structuredValue([...items, uploading('u'), failed('f')])).toEqual(value);
  });

  it('writes only the done items, in their order', () => {
    expect(pathsValue([done('1', P2), uploading('2'), failed('3'), done('4', P1)])).toBe(`${P2},${P1}`);
    expect(pathsValue([])).toBe('');
  });

  it('compares values by their paths, whatever their form', () => {
    expect(valueKey(`${P1}, ${P2}`)).toBe(`${P1},${P2}`);
    expect(valueKey([{ fileName: 'x', filePath: P1, fileSize: 1 }])).toBe(P1);
    expect(valueKey(undefined)).toBe('');
  });
});

describe('when the value is emitted', () => {
  it('emits when every item is done, or one was removed; not while uploading or after an error', () => {
    expect(shouldEmit([done('1', P1), done('2', P2)], 'done')).toBe(true);
    expect(shouldEmit([done('1', P1), uploading('2')], 'done')).toBe(false);
    expect(shouldEmit([done('1', P1), uploading('2')], 'added')).toBe(false);
    expect(shouldEmit([done('1', P1), failed('2')], 'error')).toBe(false);
    expect(shouldEmit([done('1', P1), failed('2')], 'moved')).toBe(false);
    expect(shouldEmit([done('1', P1), failed('2')], 'removed')).toBe(true);
    expect(shouldEmit([], 'removed')).toBe(true);
  });

  it('drops removed items, and ignores the outcome of an upload removed meanwhile', () => {
    const items = [done('1', P1), uploading('2')];
    expect(removeItem(items, '2')).toEqual([done('1', P1)]);
    expect(settleItem(removeItem(items, '2'), '2', { status: 'done', path: P2 })).toBeNull();
    expect(settleItem(items, '2', { status: 'done', path: P2 })).toEqual([
      done('1', P1),
      { uid: '2', name: '2.png', status: 'done', path: P2 },
    ]);
    expect(settleItem(items, '2', { status: 'error', message: '文件上传失败: 磁盘已满' })?.[1]).toMatchObject(
      {
        status: 'error',
        message: '文件上传失败: 磁盘已满',
      },
    );
  });
});

describe('max count', () => {
  it('keeps only the last N files when N is above 0, all of them otherwise', () => {
    const items = [done('1', P1), done('2', P2), uploading('3')];
    expect(keepLast(items, 1).map((i) => i.uid)).toEqual(['3']);
    expect(keepLast(items, 2).map((i) => i.uid)).toEqual(['2', '3']);
    expect(keepLast(items, 5)).toHaveLength(3);
    expect(keepLast(items, 0)).toHaveLength(3);
  });
});

describe('reordering images', () => {
  const items = [done('1', P1), done('2', P2), done('3', P1)];
  it('moves one place left or right', () => {
    expect(moveItem(items, '2', 'left')).toEqual({ items: [items[1], items[0], items[2]] });
    expect(moveItem(items, '2', 'right')).toEqual({ items: [items[0], items[2], items[1]] });
  });
  it('refuses left of the first with 未知的操作 and right of the last with 已到最后~', () => {
    expect(moveItem(items, '1', 'left')).toEqual({ refusal: '未知的操作' });
    expect(moveItem(items, '3', 'right')).toEqual({ refusal: '已到最后~' });
    expect(moveItem(items, 'gone', 'right')).toEqual({ refusal: '未知的操作' });
  });
});

describe('checks and messages', () => {
  it('takes as an image only a file whose type contains "image"', () => {
    expect(isImageFile({ type: 'image/png' })).toBe(true);
    expect(isImageFile({ type: 'image/svg+xml' })).toBe(true);
    expect(isImageFile({ type: 'text/plain' })).toBe(false);
    expect(isImageFile({ type: '' })).toBe(false);
    expect(isImageFile({})).toBe(false);
  });
  it('words failures as the spec does', () => {
    expect(failedToast('a.png')).toBe('a.png 上传失败.');
    expect(failureMessage('不支持上传 .exe 类型的文件')).toBe('文件上传失败: 不支持上传 .exe 类型的文件');
    expect(failureMessage('')).toBe('未知错误');
    expect(failureMessage(undefined)).toBe('未知错误');
  });
  it('names a stored file without its random part', () => {
    expect(displayNameOf(`avatar/20260101/我的_头像_${R}.png`)).toBe('我的_头像.png');
    expect(displayNameOf('https://example.cn/img/a%20b.jpg?x=1')).toBe('a b.jpg');
    expect(displayNameOf('temp/20260101/plain.txt')).toBe('plain.txt');
  });
});
