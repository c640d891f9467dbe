import { screen, within } from '@testing-library/react';
import { renderPage } from './test-render';
import { NetworkCards } from './network-cards';

function card(title: string): HTMLElement {
  const heading = screen.getByRole('heading', { level: 3, name: title });
  const item = heading.closest('li');
  if (!item) throw new Error(`no card for ${title}`);
  return item;
}

describe('Network cards', () => {
  it('shows three cards with four bullets each', () => {
    renderPage(<NetworkCards />, { language: 'de' });
    for (const title of ['Schule', 'Weiterbildungsinstitut', 'Verlag']) {
      const bullets = within(card(title)).getAllByRole('listitem');
      expect(bullets).toHaveLength(4);
    }
  });

  it('opens the school and publisher sites in a new tab, safely', () => {
    renderPage(<NetworkCards />, { language: 'de' });
    const expected = { Schule: 'https://schule.example.org', Verlag: 'https://verlag.example.org' };
    for (const [title, href] of Object.entries(expected)) {
      const link = within(card(title)).getByRole('link', { name: /Gehe zur Website/ });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('gives the institute no external link, only the course registration', () => {
    renderPage(<NetworkCards />, { language: 'de' });
    const institute = within(card('Weiterbildungsinstitut'));
    expect(institute.queryByRole('link', { name: /Gehe zur Website/ })).not.toBeInTheDocument();
    expect(institute.getByRole('button', { name: 'Gehe zur Website' })).toBeDisabled();
    const links = institute.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/course-registration');
    expect(links[0]).toHaveTextContent('Zur Kursanmeldung');
  });

  it('is translated into Arabic', () => {
    renderPage(<NetworkCards />, { language: 'ar' });
    expect(screen.getByRole('heading', { level: 2, name: 'مؤسساتنا' })).toBeInTheDocument();
    expect(within(card('دار النشر')).getByRole('link', { name: /اذهب إلى الموقع/ })).toHaveAttribute('target', '_blank');
  });
});
