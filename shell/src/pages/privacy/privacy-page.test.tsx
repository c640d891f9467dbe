import { screen, within } from '@testing-library/react';
import { renderPage } from '../home/test-render';
import PrivacyPage from './index';

describe('Privacy page', () => {
  it('has the German heading, a table of contents and the GDPR sections', () => {
    renderPage(<PrivacyPage />, { language: 'de' });
    expect(screen.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'Inhalt' });
    expect(within(contents).getByRole('link', { name: '1. Verantwortlicher' })).toHaveAttribute('href', '#controller');
    for (const name of ['7. Cookies und lokaler Speicher', '11. Newsletter', '15. Ihre Rechte', '16. Beschwerderecht bei der Aufsichtsbehörde']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText(/„selectedLanguage“/)).toBeInTheDocument();
    expect(screen.getByText(/Berliner Beauftragte für Datenschutz und Informationsfreiheit/)).toBeInTheDocument();
  });

  it('has the Arabic heading in Arabic', () => {
    renderPage(<PrivacyPage />, { language: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '15. حقوقكم' })).toBeInTheDocument();
  });
});
