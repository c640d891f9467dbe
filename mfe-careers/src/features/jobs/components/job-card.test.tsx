import { screen } from '@testing-library/react';
import { job } from '../../../test/fixtures';
import { renderWithSite } from '../../../test/render';
import { JobCard } from './job-card';

describe('JobCard', () => {
  it('shows title, the cut plain description, salary, date and a "Bewerbung" link to the job', () => {
    const longText = `<p>${'Unterricht in kleinen Klassen mit <em>viel</em> Zeit für jede Schülerin und jeden Schüler.'}</p>`;
    const item = job({ localizations: [{ locale: 'de', title: 'Lehrkraft für Englisch (m/w/d)', description: longText }] });
    renderWithSite(<JobCard job={item} basePath="/careers" />);

    expect(screen.getByRole('heading', { level: 2, name: 'Lehrkraft für Englisch (m/w/d)' })).toBeInTheDocument();
    expect(screen.getByText('Unterricht in kleinen Klassen mit viel Zeit für jede Schülerin und jeden Sc...')).toBeInTheDocument();
    expect(screen.getByText('45.000 - 55.000 € pro Jahr')).toBeInTheDocument();
    expect(screen.getByText('Gepostet: 14.03.2025')).toBeInTheDocument();
    expect(screen.getByText('Vollzeit')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Bewerbung' });
    expect(link).toHaveAttribute('href', `/careers/${item.id}`);
    // The link is described by the job's title, so a list of 'Bewerbung' links stays clear.
    expect(link).toHaveAccessibleDescription('Lehrkraft für Englisch (m/w/d)');
  });

  it('speaks Arabic with the same number format', () => {
    renderWithSite(<JobCard job={job()} basePath="/careers" />, { language: 'ar' });
    expect(screen.getByRole('heading', { name: 'معلم رياضيات' })).toBeInTheDocument();
    expect(screen.getByText('45.000 - 55.000 € سنوياً')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تقديم طلب' })).toBeInTheDocument();
  });
});
