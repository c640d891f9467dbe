import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@edu/shared/api';
import { fill, renderWithProviders } from '../../../test/render';
import { createCommunication } from '../api/create-communication';
import { ContactPage } from './contact-page';

jest.mock('../api/create-communication', () => ({ createCommunication: jest.fn() }));
const send = jest.mocked(createCommunication);

async function fillValidMessage(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, screen.getByLabelText('Name (optional)'), 'Lena');
  await fill(user, screen.getByLabelText('E-Mail'), 'lena@example.org');
  await fill(user, screen.getByLabelText('Telefon'), '030 1234567');
  await fill(user, screen.getByLabelText('Betreff'), 'Kursfrage');
  await fill(user, screen.getByLabelText('Nachricht'), 'Wann beginnt der nächste Kurs?');
}

describe('contact page', () => {
  beforeEach(() => send.mockReset());

  it('shows the title, the three info cards and the form heading', async () => {
    await renderWithProviders(<ContactPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kontaktieren Sie uns' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Senden Sie uns eine Nachricht' })).toBeInTheDocument();
    expect(screen.getByText('Berlin, Deutschland')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByLabelText('Nachricht')).toHaveAttribute('rows', '5');
  });

  it('shows the field errors of spec 5 once fields are touched, and does not send', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ContactPage />);
    await user.click(await screen.findByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByText('E-Mail ist erforderlich')).toBeInTheDocument();
    expect(screen.getByText('Telefon ist erforderlich')).toBeInTheDocument();
    expect(screen.getByText('Betreff ist erforderlich')).toBeInTheDocument();
    expect(screen.getByText('Nachricht ist erforderlich')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-Mail'), 'nope');
    expect(await screen.findByText('Ungültige E-Mail Adresse')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it("sends, shows 'Wird gesendet...' meanwhile, then the success toast and an empty form", async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    send.mockImplementation(() => new Promise((resolve) => (finish = () => resolve({} as never))));
    await renderWithProviders(<ContactPage />);
    await screen.findByLabelText('Betreff');
    await fillValidMessage(user);
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByRole('button', { name: /Wird gesendet\.\.\./ })).toBeDisabled();
    expect(send).toHaveBeenCalledWith({
      name: 'Lena',
      email: 'lena@example.org',
      phone: '030 1234567',
      title: 'Kursfrage',
      content: 'Wann beginnt der nächste Kurs?',
    });
    finish();
    expect(await screen.findByText('Die Nachricht wurde erfolgreich versendet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Betreff')).toHaveValue(''));
    expect(screen.getByLabelText('E-Mail')).toHaveValue('');
  });

  it("shows each of the server's messages as an error notice and keeps the input", async () => {
    const user = userEvent.setup();
    send.mockRejectedValue(new ApiError(400, { message: 'Ungültig', messages: ['Betreff ist zu lang', 'Telefon ist ungültig'] }, 'Bad Request'));
    await renderWithProviders(<ContactPage />);
    await screen.findByLabelText('Betreff');
    await fillValidMessage(user);
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByText('Betreff ist zu lang')).toBeInTheDocument();
    expect(screen.getByText('Telefon ist ungültig')).toBeInTheDocument();
    expect(screen.getByLabelText('Betreff')).toHaveValue('Kursfrage');
  });

  it('falls back to the generic send failure text', async () => {
    const user = userEvent.setup();
    send.mockRejectedValue(new ApiError(0, undefined, 'Network error'));
    await renderWithProviders(<ContactPage />);
    await screen.findByLabelText('Betreff');
    await fillValidMessage(user);
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByText('Fehler beim Senden der Nachricht. Bitte versuchen Sie es erneut.')).toBeInTheDocument();
  });

  it('is in Arabic for Arabic visitors', async () => {
    await renderWithProviders(<ContactPage />, { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'تواصل معنا' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إرسال الرسالة' })).toBeInTheDocument();
  });
});
