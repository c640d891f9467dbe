/** Small real file heads, as the browser would hand them over. */
export const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
export const JPEG_BYTES = [0xff, 0xd8, 0xff, 0xe0, 0, 16];
export const PDF_BYTES = Array.from('%PDF-1.4\n%EOF\n', (char) => char.charCodeAt(0));
export const ZIP_BYTES = [0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0];
export const TEXT_BYTES = Array.from('just some text', (char) => char.charCodeAt(0));

export function makeFile(bytes: number[], name: string, type = '', size?: number): File {
  const file = new File([new Uint8Array(bytes)], name, { type });
  // A large file without allocating it: only `size` is read by the size rule.
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

export const png = (name = 'photo.png', size?: number) => makeFile(PNG_BYTES, name, 'image/png', size);
export const pdf = (name = 'zeugnis.pdf', size?: number) => makeFile(PDF_BYTES, name, 'application/pdf', size);
export const docx = (name = 'lebenslauf.docx') =>
  makeFile(ZIP_BYTES, name, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
