import { act, screen } from '@testing-library/react';
import { renderPage } from './test-render';
import { Statistics } from './statistics';
import { COUNT_DURATION_MS } from './use-count-up';

/** A controllable IntersectionObserver: the test decides when the block becomes visible. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly callback: IntersectionObserverCallback;
  observed: Element[] = [];
  disconnected = false;

  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  /** Reports the observed element as (not) intersecting, unless disconnected. */
  fire(isIntersecting: boolean) {
    if (this.disconnected) return;
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    onchange: null,
    dispatchEvent: jest.fn(),
  }));
}

const values = () => Array.from(document.querySelectorAll('[data-stat-value]'), (element) => element.textContent);

describe('Statistics', () => {
  beforeEach(() => {
    FakeObserver.instances = [];
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    mockReducedMotion(false);
    // Modern fake timers also drive requestAnimationFrame (one frame per 16 ms).
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('waits at 0 until scrolled into view, then counts up to the targets over 2000 ms', () => {
    renderPage(<Statistics />, { language: 'de' });
    expect(values()).toEqual(['0+', '0+', '0+']);

    act(() => jest.advanceTimersByTime(3000));
    expect(values()).toEqual(['0+', '0+', '0+']);

    act(() => FakeObserver.instances[0]?.fire(true));
    act(() => jest.advanceTimersByTime(COUNT_DURATION_MS / 2));
    const halfway = values();
    expect(halfway).not.toEqual(['0+', '0+', '0+']);
    expect(halfway).not.toEqual(['12.000+', '500+', '100+']);

    act(() => jest.advanceTimersByTime(COUNT_DURATION_MS / 2 + 100));
    // German number format, with the plus sign.
    expect(values()).toEqual(['12.000+', '500+', '100+']);
  });

  it('animates only once: the observer disconnects after the first sighting', () => {
    renderPage(<Statistics />, { language: 'de' });
    const observer = FakeObserver.instances[0];
    act(() => observer?.fire(true));
    act(() => jest.advanceTimersByTime(COUNT_DURATION_MS + 100));
    expect(observer?.disconnected).toBe(true);

    act(() => observer?.fire(false));
    act(() => observer?.fire(true));
    act(() => jest.advanceTimersByTime(50));
    expect(values()).toEqual(['12.000+', '500+', '100+']);
    expect(FakeObserver.instances).toHaveLength(1);
  });

  it('gives screen readers the final figures, never the steps', () => {
    renderPage(<Statistics />, { language: 'de' });
    expect(screen.getByText('12.000+ Schülerinnen und Schüler')).toBeInTheDocument();
    expect(screen.getByText('500+ Absolventinnen und Absolventen')).toBeInTheDocument();
    expect(screen.getByText('100+ Weiterbildungskurse')).toBeInTheDocument();
    for (const element of document.querySelectorAll('[data-stat-value]')) {
      expect(element.closest('[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it('shows the final figures at once when the visitor prefers reduced motion', () => {
    mockReducedMotion(true);
    renderPage(<Statistics />, { language: 'de' });
    expect(values()).toEqual(['12.000+', '500+', '100+']);
    expect(FakeObserver.instances).toHaveLength(0);
  });

  it('labels the figures in Arabic', () => {
    mockReducedMotion(true);
    renderPage(<Statistics />, { language: 'ar' });
    expect(screen.getByText('12.000+ طالب وطالبة')).toBeInTheDocument();
  });
});
