import { screen } from '@testing-library/react';
import { renderPage } from './test-render';
import HomePage from './index';

describe('Home hero', () => {
  it('shows the German heading, sub-line and the two buttons to about and contact', () => {
    renderPage(<HomePage />, { language: 'de' });
    expect(screen.getByRole('heading', { level: 1, name: 'Lernen. Wachsen. Durchstarten.' })).toBeInTheDocument();
    expect(screen.getByText(/Wir begleiten Kinder, Jugendliche und Erwachsene/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mehr über uns' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'Kontakt aufnehmen' })).toHaveAttribute('href', '/contact');
  });

  it('shows the Arabic heading in Arabic', () => {
    renderPage(<HomePage />, { language: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'تعلّم. انمُ. انطلق.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تعرّف علينا' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'تواصل معنا' })).toHaveAttribute('href', '/contact');
  });

  it('has exactly one h1 and the goals and network sections', () => {
    renderPage(<HomePage />, { language: 'de' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Unsere Ziele' })).toBeInTheDocument();
    for (const goal of ['Inklusive Bildung', 'Wissen verbreiten', 'Fähigkeiten entwickeln']) {
      expect(screen.getByRole('heading', { level: 3, name: goal })).toBeInTheDocument();
    }
  });

  it('shows three partner logos with alt text and reserved sizes', () => {
    renderPage(<HomePage />, { language: 'de' });
    for (const name of ['Kiezbibliothek Berlin', 'Forum Sprachen & Kultur', 'TechLab Akademie']) {
      const logo = screen.getByRole('img', { name });
      expect(logo).toHaveAttribute('width', '180');
      expect(logo).toHaveAttribute('height', '60');
    }
  });
});
