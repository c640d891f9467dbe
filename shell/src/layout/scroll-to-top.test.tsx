import { fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { useScrollToTopOnPathChange } from './scroll-to-top';
import { renderInSite } from '../test/render';

function Probe() {
  useScrollToTopOnPathChange();
  return (
    <>
      <Link to="/about">about</Link>
      <Link to="/about?tab=2">filter</Link>
    </>
  );
}

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  window.scrollTo = jest.fn();
});

describe('useScrollToTopOnPathChange', () => {
  it('scrolls smoothly to the top at a path change, not on the first render', () => {
    mockReducedMotion(false);
    renderInSite(<Probe />);
    expect(window.scrollTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('about'));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
  });

  it('jumps without animation when the visitor prefers reduced motion', () => {
    mockReducedMotion(true);
    renderInSite(<Probe />);
    fireEvent.click(screen.getByText('about'));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
  });

  it('keeps the position when only the query changes', () => {
    mockReducedMotion(false);
    renderInSite(<Probe />, { route: '/about' });
    fireEvent.click(screen.getByText('filter'));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('finishes a smooth scroll that the new page cut short, until the visitor scrolls', () => {
    mockReducedMotion(false);
    renderInSite(<Probe />);
    fireEvent.click(screen.getByText('about'));
    expect(window.scrollTo).toHaveBeenCalledTimes(1);

    // The document shrank mid-scroll (skeleton → data): the scroll ended 395 px down.
    Object.defineProperty(window, 'scrollY', { value: 395, configurable: true });
    fireEvent(window, new Event('scrollend'));
    expect(window.scrollTo).toHaveBeenCalledTimes(2);

    // The visitor takes over: no more steering.
    fireEvent.wheel(window);
    fireEvent(window, new Event('scrollend'));
    expect(window.scrollTo).toHaveBeenCalledTimes(2);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
