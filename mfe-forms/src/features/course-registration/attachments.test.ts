import { JPEG_BYTES, TEXT_BYTES, ZIP_BYTES, docx, makeFile, pdf, png } from '../../test/files';
import { detectFileKind, filesOf, formatFileSize } from './attachments';

describe('detectFileKind: the type by content, as the server decides it', () => {
  it('recognises PNG, JPEG, WebP and PDF by their first bytes', async () => {
    expect(await detectFileKind(png())).toBe('png');
    expect(await detectFileKind(makeFile(JPEG_BYTES, 'a.jpg'))).toBe('jpeg');
    const webp = makeFile([...Array.from('RIFF', (c) => c.charCodeAt(0)), 0, 0, 0, 0, ...Array.from('WEBPVP8 ', (c) => c.charCodeAt(0))], 'a.webp');
    expect(await detectFileKind(webp)).toBe('webp');
    expect(await detectFileKind(pdf())).toBe('pdf');
  });

  it('takes a ZIP for a DOCX only when it is named or typed as one', async () => {
    expect(await detectFileKind(docx())).toBe('docx');
    expect(await detectFileKind(makeFile(ZIP_BYTES, 'archive.zip', 'application/zip'))).toBeUndefined();
  });

  it('is not fooled by a name: a text file called .png is no image', async () => {
    expect(await detectFileKind(makeFile(TEXT_BYTES, 'photo.png', 'image/png'))).toBeUndefined();
  });
});

describe('helpers', () => {
  it('filesOf reads a File, null or a File[]', () => {
    const file = png();
    expect(filesOf(file)).toEqual([file]);
    expect(filesOf(null)).toEqual([]);
    expect(filesOf([file, 'x'])).toEqual([file]);
  });

  it('formats sizes in German number format', () => {
    expect(formatFileSize(1536)).toBe('2 KB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1,5 MB');
  });
});
