import { screen, within } from '@testing-library/react';
import { Footer } from './footer';
import { renderInSite } from '../test/render';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (id: string) => loadRemote(id) }));
jest.mock('../federation/deployment-ready', () => ({ deploymentReady: () => Promise.resolve() }));

function FakeNewsletterSignup() {
  return <p>Newsletter-Formular</p>;
}

/** Renders the footer and waits for the widget (jsdom has no IntersectionObserver: it loads at once). */
async function renderFooter(language: 'ar' | 'de' = 'de') {
  renderInSite(<Footer />, { language });
  await screen.findByText('Newsletter-Formular');
}

beforeEach(() => {
  loadRemote.mockReset();
  loadRemote.mockResolvedValue({ default: FakeNewsletterSignup });
});

describe('Footer', () => {
  it('has the seven links of spec 2, in order', async () => {
    await renderFooter();
    const nav = screen.getByRole('navigation', { name: 'Schnellzugriff' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Startseite', '/'],
      ['Über uns', '/about'],
      ['Kontakt', '/contact'],
      ['Karriere', '/careers'],
      ['Häufige Fragen', '/faq'],
      ['Datenschutz', '/privacy-policy'],
      ['Impressum', '/imprint'],
    ]);
  });

  it('shows address, email, phone, opening hours, copyright with the current year and the credit', async () => {
    await renderFooter();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Musterstraße 12, 10115 Berlin');
    expect(within(footer).getByRole('link', { name: 'info@bildungsnetzwerk-berlin.de' })).toHaveAttribute(
      'href',
      'mailto:info@bildungsnetzwerk-berlin.de',
    );
    expect(within(footer).getByRole('link', { name: '+49 30 1234 5670' })).toHaveAttribute('href', 'tel:+493012345670');
    expect(footer).toHaveTextContent('Montag bis Freitag, 9:00–17:00 Uhr');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Bildungsnetzwerk Berlin`);
    expect(footer).toHaveTextContent('Umsetzung:');
  });

  it('links two social networks in a new tab, safely, with accessible names', async () => {
    await renderFooter();
    for (const network of ['Facebook', 'Instagram']) {
      const link = screen.getByRole('link', { name: `${network} (öffnet in neuem Tab)` });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  it("places the forms remote's newsletter widget", async () => {
    await renderFooter();
    expect(screen.getByText('Newsletter-Formular')).toBeInTheDocument();
  });

  it('is in Arabic in Arabic', async () => {
    await renderFooter('ar');
    const nav = screen.getByRole('navigation', { name: 'روابط سريعة' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'الرئيسية',
      'من نحن',
      'اتصل بنا',
      'الوظائف',
      'الأسئلة الشائعة',
      'سياسة الخصوصية',
      'بيانات الناشر',
    ]);
  });
});
