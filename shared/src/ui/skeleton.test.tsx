import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { SkeletonGrid } from './skeleton';

describe('SkeletonGrid', () => {
  it('renders six hidden placeholder cards by default and announces loading once', () => {
    const { container } = renderWithProviders(<SkeletonGrid />);
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen...');
    const cards = container.querySelectorAll('[aria-busy="true"] > div:last-child > [aria-hidden="true"]');
    expect(cards).toHaveLength(6);
  });

  it('renders the requested count', () => {
    const { container } = renderWithProviders(<SkeletonGrid count={2} />);
    expect(container.querySelectorAll('[aria-busy="true"] > div:last-child > [aria-hidden="true"]')).toHaveLength(2);
  });
});
