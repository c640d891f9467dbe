import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('exposes progressbar semantics in percent, named by its label', () => {
    renderWithProviders(<ProgressBar value={0.42} label="Hochladen" />);
    const bar = screen.getByRole('progressbar', { name: 'Hochladen' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });

  it('clamps values outside 0..1', () => {
    const { rerender } = renderWithProviders(<ProgressBar value={1.7} label="Hochladen" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    rerender(<ProgressBar value={Number.NaN} label="Hochladen" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });
});
