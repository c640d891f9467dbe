import { PRERENDERED_ROUTES, prerenderFits } from './prerendered-routes';

describe('prerendered routes', () => {
  it('lists the shell pages exactly and the remote sections by prefix, but not the FAQ', () => {
    expect(PRERENDERED_ROUTES).toEqual(
      expect.arrayContaining([
        { path: '/', match: 'exact' },
        { path: '/about', match: 'exact' },
        { path: '/privacy-policy', match: 'exact' },
        { path: '/careers', match: 'prefix', remote: 'careers' },
        { path: '/activities', match: 'prefix', remote: 'activities' },
      ]),
    );
    expect(PRERENDERED_ROUTES.map((route) => route.path)).not.toContain('/faq');
  });

  it('uses a page only for the paths the router renders the same way', () => {
    const about = { path: '/about', match: 'exact' } as const;
    const careers = { path: '/careers', match: 'prefix', remote: 'careers' } as const;
    expect(prerenderFits(about, '/about')).toBe(true);
    expect(prerenderFits(about, '/about/')).toBe(true);
    expect(prerenderFits(about, '/about/team')).toBe(false);
    expect(prerenderFits(careers, '/careers/42')).toBe(true);
    expect(prerenderFits(careers, '/careers-old')).toBe(false);
    expect(prerenderFits({ path: '/', match: 'exact' }, '/faq')).toBe(false);
  });
});
