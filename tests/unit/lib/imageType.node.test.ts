import { describe, expect, it } from 'vitest';
import { imageTypeOf, sniffImageType } from '@/lib/imageType';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((value) => (typeof value === 'string' ? Array.from(value, (char) => char.charCodeAt(0)) : [value])));

describe('an image read from its first bytes', () => {
  it('knows JPEG, PNG, GIF, WebP and HEIC / HEIF', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'))).toBe('jpeg');
    expect(sniffImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 'IHDR'))).toBe('png');
    expect(sniffImageType(bytes('GIF89a', 1, 0))).toBe('gif');
    expect(sniffImageType(bytes('GIF87a'))).toBe('gif');
    expect(sniffImageType(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe('webp');
    expect(sniffImageType(bytes(0, 0, 0, 0x18, 'ftypheic', 0, 0, 0, 0))).toBe('heic');
    expect(sniffImageType(bytes(0, 0, 0, 0x1c, 'ftypmif1', 0, 0, 0, 0))).toBe('heic');
  });

  it('refuses everything else, whatever the name says', () => {
    expect(sniffImageType(bytes('hello, I am text'))).toBeNull();
    expect(sniffImageType(bytes('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '))).toBeNull(); // audio in a RIFF box
    expect(sniffImageType(bytes(0, 0, 0, 0x18, 'ftypisom', 0, 0, 0, 0))).toBeNull(); // an MP4 video
    expect(sniffImageType(bytes('GIF8'))).toBeNull();
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffImageType(new Uint8Array(0))).toBeNull();
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });

  it('reads a file by its content, not its name or type', async () => {
    await expect(imageTypeOf(new File(['just some text'], 'photo.jpg', { type: 'image/jpeg' }))).resolves.toBeNull();
    await expect(imageTypeOf(new File([bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0)], 'notes.txt', { type: 'text/plain' }))).resolves.toBe('png');
  });
});
