import { screen } from '@testing-library/react';
import { renderPage } from '../home/test-render';
import ImprintPage from './index';

describe('Imprint page', () => {
  it('has the German heading and the sections a German site needs', () => {
    renderPage(<ImprintPage />, { language: 'de' });
    expect(screen.getByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    for (const name of [
      'Angaben gemäß § 5 DDG',
      'Vertreten durch',
      'Kontakt',
      'Registereintrag',
      'Umsatzsteuer-ID',
      'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
      'EU-Streitschlichtung',
      'Verbraucherstreitbeilegung / Universalschlichtungsstelle',
      'Haftung für Inhalte',
      'Haftung für Links',
      'Urheberrecht',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText(/Bildungsnetzwerk Berlin gGmbH/, { selector: 'section#provider p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'info@bildungsnetzwerk-berlin.de' })).toHaveAttribute('href', 'mailto:info@bildungsnetzwerk-berlin.de');
  });

  it('has the Arabic heading in Arabic', () => {
    renderPage(<ImprintPage />, { language: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'بيانات الناشر (Impressum)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'حقوق النشر' })).toBeInTheDocument();
  });
});
