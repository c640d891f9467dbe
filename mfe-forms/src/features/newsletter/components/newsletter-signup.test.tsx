import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@edu/shared/api';
import { fill, renderWithProviders } from '../../../test/render';
import { subscribeNewsletter } from '../api/subscribe-newsletter';
import { NewsletterSignup } from './newsletter-signup';

jest.mock('../api/subscribe-newsletter', () => ({ subscribeNewsletter: jest.fn() }));
const subscribe = jest.mocked(subscribeNewsletter);

describe('newsletter signup widget', () => {
  beforeEach(() => subscribe.mockReset());

  it('has a labelled email field and a button', async () => {
    await renderWithProviders(<NewsletterSignup />);
    expect(await screen.findByLabelText('E-Mail-Adresse')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Abonnieren' })).toBeInTheDocument();
  });

  it('validates the address before sending', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<NewsletterSignup />);
    await user.click(await screen.findByRole('button', { name: 'Abonnieren' }));
    expect(await screen.findByText('E-Mail-Adresse ist erforderlich')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('E-Mail-Adresse'), 'kein-at');
    expect(await screen.findByText('Ungültige E-Mail Adresse')).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true');
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('subscribes, thanks the visitor and empties the field; the same address again succeeds too', async () => {
    const user = userEvent.setup();
    subscribe.mockResolvedValue({ id: '1', email: 'lena@example.org', createdAt: '' });
    await renderWithProviders(<NewsletterSignup />);
    for (let round = 1; round <= 2; round += 1) {
      await fill(user, await screen.findByLabelText('E-Mail-Adresse'), 'lena@example.org');
      await user.click(screen.getByRole('button', { name: 'Abonnieren' }));
      // One thank-you notice per subscription (the first may still be showing).
      expect(await screen.findAllByText('Vielen Dank! Sie erhalten ab jetzt unseren Newsletter.')).toHaveLength(round);
      expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue('');
    }
    expect(subscribe).toHaveBeenCalledTimes(2);
    expect(subscribe).toHaveBeenCalledWith('lena@example.org');
  });

  it("shows the server's message when subscribing fails", async () => {
    const user = userEvent.setup();
    subscribe.mockRejectedValue(new ApiError(429, { message: 'Zu viele Anfragen' }, 'Too Many Requests'));
    await renderWithProviders(<NewsletterSignup />);
    await fill(user, await screen.findByLabelText('E-Mail-Adresse'), 'lena@example.org');
    await user.click(screen.getByRole('button', { name: 'Abonnieren' }));
    expect(await screen.findByText('Zu viele Anfragen')).toBeInTheDocument();
  });
});
