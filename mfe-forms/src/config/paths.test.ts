import { pageForBasePath } from './paths';

describe('pageForBasePath', () => {
  it('chooses the page by the base path the shell mounts the remote at', () => {
    expect(pageForBasePath('/contact')).toBe('contact');
    expect(pageForBasePath('/registration')).toBe('registration');
    expect(pageForBasePath('/course-registration/')).toBe('courseRegistration');
    expect(pageForBasePath('/de/registration')).toBe('registration');
    expect(pageForBasePath('/anything-else')).toBe('contact');
  });
});
