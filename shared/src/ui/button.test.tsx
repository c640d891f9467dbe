import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils';
import { Button, ButtonLink, ExternalButtonLink } from './button';

describe('Button', () => {
  it('is a non-submitting button by default that forwards clicks', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderWithProviders(<Button onClick={onClick}>Weiter</Button>);
    const button = screen.getByRole('button', { name: 'Weiter' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is busy and disabled while loading', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderWithProviders(
      <Button type="submit" loading onClick={onClick}>
        Nachricht senden
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Nachricht senden' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('button links', () => {
  it('ButtonLink is a router link', () => {
    renderWithProviders(<ButtonLink to="/contact">Kontakt</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/contact');
  });

  it('ExternalButtonLink opens a new tab safely and says so', () => {
    renderWithProviders(
      <ExternalButtonLink href="https://schule.example" newTab>
        Gehe zur Website
      </ExternalButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Gehe zur Website (öffnet in einem neuen Tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('ExternalButtonLink stays in the tab without newTab', () => {
    renderWithProviders(<ExternalButtonLink href="https://verlag.example">Verlag</ExternalButtonLink>);
    const link = screen.getByRole('link', { name: 'Verlag' });
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
  });
});
