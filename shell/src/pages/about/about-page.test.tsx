import { screen } from '@testing-library/react';
import { renderPage } from '../home/test-render';
import AboutPage from './index';

describe('About page', () => {
  it('shows the history since 2005, six services, six reasons, five values and the facts', () => {
    renderPage(<AboutPage />, { language: 'de' });
    expect(screen.getByRole('heading', { level: 1, name: 'Über uns' })).toBeInTheDocument();
    expect(screen.getByText(/Gegründet 2005/)).toBeInTheDocument();
    for (const service of ['Beratung', 'Entwicklung', 'Support', 'Schulungen', 'Integration', 'Optimierung']) {
      expect(screen.getByRole('heading', { level: 3, name: service })).toBeInTheDocument();
    }
    const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section');
    expect(section('Warum Bildungsnetzwerk Berlin?')?.querySelectorAll('h3')).toHaveLength(6);
    expect(section('Unsere Werte')?.querySelectorAll('h3')).toHaveLength(5);
    expect(screen.getByText('Über 15 Jahre Erfahrung')).toBeInTheDocument();
    expect(screen.getByText('Support rund um die Uhr')).toBeInTheDocument();
    expect(screen.getByText('ISO-zertifizierte Qualität')).toBeInTheDocument();
    expect(screen.getByText('Montag bis Freitag, 9:00 bis 17:00 Uhr')).toBeInTheDocument();
  });

  it('is translated into Arabic', () => {
    renderPage(<AboutPage />, { language: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'من نحن' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'قيمنا' })).toBeInTheDocument();
  });
});
