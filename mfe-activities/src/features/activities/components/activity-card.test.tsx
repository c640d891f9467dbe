import { screen, within } from '@testing-library/react';
import { dayAndMonth } from '@edu/shared/format';
import { activity, localization } from '../../../test/activities-fixtures';
import { API, BASE_PATH, setUpSite, withProviders } from '../../../test/render';
import { ActivityCard } from './activity-card';

beforeAll(setUpSite);

function renderCard(item = activity()) {
  return withProviders(<ActivityCard activity={item} basePath={BASE_PATH} />);
}

describe('ActivityCard', () => {
  it('shows the day and month badge of the date', () => {
    renderCard();
    const { day, month } = dayAndMonth('2030-06-15T16:30:00.000Z', 'de');
    const badge = screen.getByTestId('date-badge');
    expect(badge).toHaveTextContent(day);
    expect(badge).toHaveTextContent(month);
    expect(day).toBe('15');
  });

  it('shows the localized title as the one link of the card, to the detail route', () => {
    renderCard();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Lesenacht in der Bibliothek');
    expect(links[0]).toHaveAttribute('href', `${BASE_PATH}/6f1c1f0e-3d5a-4a2b-9c43-0d7f1e2a3b4c`);
  });

  it('cuts the description to 100 characters with an ellipsis, markup stripped', () => {
    const long = `<p>${'a'.repeat(60)} <strong>${'b'.repeat(60)}</strong></p>`;
    renderCard(activity({ localizations: [localization({ locale: 'de', description: long })] }));
    const preview = `${'a'.repeat(60)} ${'b'.repeat(39)}...`;
    expect(screen.getByText(preview)).toBeInTheDocument();
    expect(preview).toHaveLength(103);
  });

  it('keeps a short description whole, without an ellipsis', () => {
    renderCard();
    expect(screen.getByText('Wir lesen gemeinsam.')).toBeInTheDocument();
  });

  it("shows 'Adresse: ...' when there is a location and 'Zeit: HH:mm' in Berlin time", () => {
    renderCard();
    expect(screen.getByText('Adresse: Sonnenallee 1, Berlin')).toBeInTheDocument();
    expect(screen.getByText('Zeit: 18:30')).toBeInTheDocument();
  });

  it('leaves the address line out when there is no location', () => {
    renderCard(activity({ localizations: [localization({ locale: 'de', location: null })] }));
    expect(screen.queryByText(/Adresse:/)).not.toBeInTheDocument();
    expect(screen.getByText('Zeit: 18:30')).toBeInTheDocument();
  });

  it('shows the decorative default banner when there is no media', () => {
    const { container } = renderCard();
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('data-default-banner', 'true');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '360');
  });

  it('shows the first image through the API host, described by the title, loaded lazily', () => {
    renderCard(activity({ medias: [{ media: { path: '/uploads/first.jpg' } }, { media: { path: '/uploads/second.jpg' } }] }));
    const image = screen.getByRole('img', { name: 'Lesenacht in der Bibliothek' });
    expect(image).toHaveAttribute('src', `${API}/uploads/first.jpg`);
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('falls back to another locale for a title missing in German', () => {
    renderCard(activity({ localizations: [localization({ locale: 'de', title: '' }), localization({ locale: 'ar', title: 'أمسية شعرية' })] }));
    const article = screen.getByRole('article');
    expect(within(article).getByRole('link')).toHaveAccessibleName('أمسية شعرية');
  });
});
