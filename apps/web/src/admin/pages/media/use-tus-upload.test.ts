import { describe, expect, it } from 'vitest';
import { isUploadable } from './use-tus-upload';

const file = (name: string, type: string) => new File([new Uint8Array(4)], name, { type });

describe('which files the media library sends', () => {
  it('takes the types served as uploaded, whatever the server has', () => {
    expect(isUploadable(file('a.mp4', 'video/mp4'), 'video', false)).toBe(true);
    expect(isUploadable(file('a.webm', 'video/webm'), 'video', false)).toBe(true);
    expect(isUploadable(file('a.png', 'image/png'), 'image', false)).toBe(true);
  });

  it('takes Matroska, AVI and the other transcoded containers only when the server transcodes', () => {
    expect(isUploadable(file('a.mkv', 'video/x-matroska'), 'video', false)).toBe(false);
    expect(isUploadable(file('a.mkv', 'video/x-matroska'), 'video', true)).toBe(true);
    expect(isUploadable(file('a.avi', 'video/x-msvideo'), 'video', true)).toBe(true);
  });

  it('reads the extension of a file the browser gave no type, and nothing else', () => {
    expect(isUploadable(file('lecture.FLV', ''), 'video', true)).toBe(true);
    expect(isUploadable(file('lecture.flv', ''), 'video', false)).toBe(false);
    expect(isUploadable(file('notes.txt', ''), 'video', true)).toBe(false);
    expect(isUploadable(file('a.mkv', 'video/x-matroska'), 'image', true)).toBe(false);
    expect(isUploadable(file('x.exe', 'application/x-msdownload'), 'video', true)).toBe(false);
  });
});
