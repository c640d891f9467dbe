import { act, screen } from '@testing-library/react';
import { NewsletterSlot } from './newsletter-slot';
import { renderInSite } from '../test/render';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (id: string) => loadRemote(id) }));
jest.mock('../federation/deployment-ready', () => ({ deploymentReady: () => Promise.resolve() }));

/** A controllable IntersectionObserver: tests decide when the footer comes near. */
let intersect: (() => void) | undefined;
beforeEach(() => {
  intersect = undefined;
  loadRemote.mockReset();
  loadRemote.mockRejectedValue(new Error('forms is down'));
  window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
    intersect = () => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    return { observe: jest.fn(), disconnect: jest.fn(), unobserve: jest.fn(), takeRecords: () => [] };
  }) as unknown as typeof IntersectionObserver;
});

afterEach(() => {
  // jsdom has none; the other suites rely on that (the widget loads at once there).
  delete (window as Partial<typeof window>).IntersectionObserver;
});

describe('NewsletterSlot', () => {
  it('loads nothing until the footer comes near the viewport', () => {
    renderInSite(<NewsletterSlot />);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('shows a short localized line when the forms remote is down, and nothing breaks', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderInSite(<NewsletterSlot />);
    act(() => intersect?.());
    expect(await screen.findByText(/Newsletter-Anmeldung ist gerade nicht verfügbar/)).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('forms/NewsletterSignup');
  });
});
