import { act, fireEvent, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { renderWithProviders } from '../test-utils';
import { SiteToaster, TOAST_DURATION_MS } from './toaster';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  act(() => toast.remove());
  jest.useRealTimers();
});

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('SiteToaster', () => {
  it('is a polite live region pinned bottom-left in both languages', () => {
    renderWithProviders(<SiteToaster />, { language: 'ar' });
    const region = screen.getByRole('region', { name: 'الإشعارات' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveStyle({ position: 'fixed', left: '16px', bottom: '16px' });
  });

  it('shows success and error toasts and closes them after 3000 ms', () => {
    renderWithProviders(<SiteToaster />);
    act(() => {
      toast.success('Die Nachricht wurde erfolgreich versendet.');
      toast.error('Fehler beim Senden der Nachricht.');
    });
    expect(screen.getByText('Die Nachricht wurde erfolgreich versendet.').parentElement).toHaveAttribute('data-type', 'success');
    expect(screen.getByText('Fehler beim Senden der Nachricht.').parentElement).toHaveAttribute('data-type', 'error');

    advance(TOAST_DURATION_MS - 100);
    expect(screen.getByText('Die Nachricht wurde erfolgreich versendet.')).toBeInTheDocument();
    advance(200);
    expect(screen.queryByText('Die Nachricht wurde erfolgreich versendet.')).not.toBeInTheDocument();
    expect(screen.queryByText('Fehler beim Senden der Nachricht.')).not.toBeInTheDocument();
  });

  it('does not close on click', () => {
    renderWithProviders(<SiteToaster />);
    act(() => void toast.success('Gespeichert'));
    fireEvent.click(screen.getByText('Gespeichert'));
    advance(500);
    expect(screen.getByText('Gespeichert')).toBeInTheDocument();
  });

  it('pauses while hovered and resumes the remaining time after', () => {
    renderWithProviders(<SiteToaster />);
    act(() => void toast('Hinweis'));
    advance(1000);
    fireEvent.mouseOver(screen.getByText('Hinweis'));
    advance(10_000);
    expect(screen.getByText('Hinweis')).toBeInTheDocument();
    fireEvent.mouseOut(screen.getByText('Hinweis'), { relatedTarget: document.body });
    advance(1900);
    expect(screen.getByText('Hinweis')).toBeInTheDocument();
    advance(200);
    expect(screen.queryByText('Hinweis')).not.toBeInTheDocument();
  });

  it('pauses while the window has lost focus', () => {
    renderWithProviders(<SiteToaster />);
    act(() => void toast.success('Gespeichert'));
    act(() => void window.dispatchEvent(new Event('blur')));
    advance(10_000);
    expect(screen.getByText('Gespeichert')).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('focus')));
    advance(TOAST_DURATION_MS + 100);
    expect(screen.queryByText('Gespeichert')).not.toBeInTheDocument();
  });
});
