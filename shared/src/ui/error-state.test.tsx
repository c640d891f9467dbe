import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it('shows the message as an alert with a translated retry button', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderWithProviders(<ErrorState message="Serverfehler." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Serverfehler.');
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('uses the Arabic retry label in Arabic, or a given label', () => {
    const { unmount } = renderWithProviders(<ErrorState message="خطأ" onRetry={() => undefined} />, { language: 'ar' });
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<ErrorState message="Fehler" onRetry={() => undefined} retryLabel="Neu laden" />);
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeInTheDocument();
  });

  it('has no button without onRetry', () => {
    renderWithProviders(<ErrorState message="Fehler" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
