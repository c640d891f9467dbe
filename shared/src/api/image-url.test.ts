import { setRuntimeConfig } from '../config';
import { imageUrl } from './image-url';

describe('imageUrl (spec 7)', () => {
  beforeEach(() => setRuntimeConfig({ apiBase: 'https://api.example.org/' }));

  it('prefixes relative paths with the API base, with exactly one slash', () => {
    expect(imageUrl('uploads/job.jpg')).toBe('https://api.example.org/uploads/job.jpg');
    expect(imageUrl('/uploads/job.jpg')).toBe('https://api.example.org/uploads/job.jpg');
  });

  it('leaves absolute http(s) and data URLs unchanged', () => {
    expect(imageUrl('http://cdn.example.org/a.png')).toBe('http://cdn.example.org/a.png');
    expect(imageUrl('HTTPS://cdn.example.org/a.png')).toBe('HTTPS://cdn.example.org/a.png');
    expect(imageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });

  it('gives undefined for a missing path', () => {
    expect(imageUrl(undefined)).toBeUndefined();
    expect(imageUrl(null)).toBeUndefined();
    expect(imageUrl('')).toBeUndefined();
  });
});
