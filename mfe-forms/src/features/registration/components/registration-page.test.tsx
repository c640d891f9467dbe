import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { fill, renderWithProviders } from '../../../test/render';
import { createRegistration } from '../api/create-registration';
import { RegistrationPage } from './registration-page';

jest.mock('../api/create-registration', () => ({ createRegistration: jest.fn() }));
const register = jest.mocked(createRegistration);

function Site() {
  return (
    <Routes>
      <Route path="/" element={<h1>Startseite</h1>} />
      <Route path="/registration" element={<RegistrationPage />} />
    </Routes>
  );
}

describe('simple registration page', () => {
  beforeEach(() => register.mockReset());

  it('shows the exact messages of spec 5 and does not send invalid input', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Site />, { route: '/registration' });
    await user.click(await screen.findByRole('button', { name: 'Registrierung absenden' }));
    expect(await screen.findByText('Vorname ist erforderlich.')).toBeInTheDocument();
    expect(screen.getByText('Der Nachname ist erforderlich.')).toBeInTheDocument();
    expect(screen.getByText('Die E-Mail-Adresse ist erforderlich.')).toBeInTheDocument();
    expect(screen.getByText('Die Telefonnummer ist erforderlich.')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Telefonnummer'), '030-12');
    expect(await screen.findByText('Die Telefonnummer darf nur Zahlen enthalten.')).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();
  });

  it("sends, then shows the success dialog whose button goes home to '/'", async () => {
    const user = userEvent.setup();
    register.mockResolvedValue({} as never);
    await renderWithProviders(<Site />, { route: '/registration' });
    await fill(user, await screen.findByLabelText('Vorname'), 'Lena');
    await fill(user, screen.getByLabelText('Nachname'), 'Schulz');
    await fill(user, screen.getByLabelText('E-Mail-Adresse'), 'lena@example.org');
    await fill(user, screen.getByLabelText('Telefonnummer'), '0301234567');
    await user.click(screen.getByRole('button', { name: 'Registrierung absenden' }));

    const dialog = await screen.findByRole('dialog', { name: 'Der Vorgang war erfolgreich.' });
    expect(within(dialog).getByText('Die Registrierungsanfrage wurde erfolgreich gesendet.')).toBeInTheDocument();
    expect(register).toHaveBeenCalledWith({ firstName: 'Lena', lastName: 'Schulz', email: 'lena@example.org', phone: '0301234567' });
    const home = within(dialog).getByRole('link', { name: 'Zurück zur Startseite' });
    expect(home).toHaveAttribute('href', '/');
    await user.click(home);
    expect(await screen.findByRole('heading', { name: 'Startseite' })).toBeInTheDocument();
  });
});
