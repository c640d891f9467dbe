import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('announces its title and description as a status', () => {
    renderWithProviders(
      <EmptyState
        title="Keine Daten gefunden"
        description="Derzeit sind keine Aktivitäten oder Events verfügbar."
        action={<button type="button">Filter zurücksetzen</button>}
      />,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Keine Daten gefunden');
    expect(status).toHaveTextContent('Derzeit sind keine Aktivitäten oder Events verfügbar.');
    expect(screen.getByRole('heading', { name: 'Keine Daten gefunden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter zurücksetzen' })).toBeInTheDocument();
  });

  it('leaves out what it is not given', () => {
    renderWithProviders(<EmptyState title="Keine Jobs gefunden" icon={null} />);
    const status = screen.getByRole('status');
    expect(status.querySelector('p')).toBeNull();
    expect(status.querySelector('svg')).toBeNull();
  });
});
