import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { LoadingOverlay, Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status with a hidden, translated default label', () => {
    renderWithProviders(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen...');
  });

  it('LoadingOverlay carries a given label', () => {
    renderWithProviders(<LoadingOverlay label="Wird gesendet..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Wird gesendet...');
  });
});
