import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { Stepper } from './stepper';

describe('Stepper', () => {
  it('lists the steps in order and marks only the current one', () => {
    renderWithProviders(<Stepper steps={['Eckdaten', 'Unterinformationen', 'Prüfen']} current={1} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Eckdaten');
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).not.toHaveAttribute('aria-current');
    expect(items[2]).not.toHaveAttribute('aria-current');
    expect(items[0]).toHaveTextContent('abgeschlossen');
  });

  it('tells screen readers "step x of y", 1-based', () => {
    renderWithProviders(<Stepper steps={['Eckdaten', 'Unterinformationen']} current={0} />);
    expect(screen.getByText('Schritt 1 von 2')).toBeInTheDocument();
  });

  it('speaks Arabic in Arabic', () => {
    renderWithProviders(<Stepper steps={['أ', 'ب']} current={1} />, { language: 'ar' });
    expect(screen.getByText('الخطوة 2 من 2')).toBeInTheDocument();
  });

  it('keeps an out-of-range index on the last step', () => {
    renderWithProviders(<Stepper steps={['Eckdaten', 'Unterinformationen']} current={5} />);
    expect(screen.getByText('Unterinformationen').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Schritt 2 von 2')).toBeInTheDocument();
  });
});
