import type { ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, type DefaultValues } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import * as yup from 'yup';
import { renderWithProviders } from '../test-utils';
import { CheckboxField, CheckboxGroupField, FileField, RadioGroupField, SelectField, TextAreaField, TextField } from './fields';

const schema = yup.object({
  email: yup.string().required('E-Mail ist erforderlich').email('Ungültige E-Mail Adresse'),
  content: yup.string().required('Nachricht ist erforderlich'),
});
type ContactValues = yup.InferType<typeof schema>;

/** A form the way the site builds them: FormProvider + yup + mode 'all'. */
function Form<T extends Record<string, unknown>>({
  children,
  defaultValues,
  onSubmit,
  resolverSchema,
}: {
  children: ReactNode;
  defaultValues: DefaultValues<T>;
  onSubmit: (values: T) => void;
  resolverSchema?: yup.AnyObjectSchema;
}) {
  const methods = useForm<T>({
    mode: 'all',
    defaultValues,
    ...(resolverSchema ? { resolver: yupResolver(resolverSchema) as never } : {}),
  });
  return (
    <FormProvider {...methods}>
      <form noValidate onSubmit={methods.handleSubmit(onSubmit)}>
        {children}
        <button type="submit">Senden</button>
      </form>
    </FormProvider>
  );
}

function ContactForm({ onSubmit = jest.fn() }: { onSubmit?: (values: ContactValues) => void }) {
  return (
    <Form<ContactValues> resolverSchema={schema} defaultValues={{ email: '', content: '' }} onSubmit={onSubmit}>
      <TextField name="email" label="E-Mail" type="email" required hint="Wir antworten per E-Mail." />
      <TextAreaField name="content" label="Nachricht" rows={5} required />
    </Form>
  );
}

describe('form fields: when errors show (spec 5)', () => {
  it('hides an error while the field is untouched and shows it after blur', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    const email = screen.getByLabelText('E-Mail');

    await user.type(email, 'kein-at');
    // Validation already ran on change (mode 'all'), but the field is not touched yet.
    expect(screen.queryByText('Ungültige E-Mail Adresse')).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');

    await user.tab();
    expect(await screen.findByText('Ungültige E-Mail Adresse')).toBeInTheDocument();
    expect(screen.queryByText('Nachricht ist erforderlich')).not.toBeInTheDocument();
  });

  it('shows every error after a submit attempt without touching anything, and does not submit', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithProviders(<ContactForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await screen.findByText('E-Mail ist erforderlich')).toBeInTheDocument();
    expect(screen.getByText('Nachricht ist erforderlich')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('wires label, required state, hint and error to the control', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    const email = screen.getByRole('textbox', { name: 'E-Mail' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('aria-required', 'true');
    expect(email).toHaveAttribute('dir', 'ltr');
    expect(email).toHaveAccessibleDescription('Wir antworten per E-Mail.');

    await user.click(email);
    await user.tab();
    await screen.findByText('E-Mail ist erforderlich');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Wir antworten per E-Mail. E-Mail ist erforderlich');

    await user.type(email, 'info@example.de');
    await waitFor(() => expect(screen.queryByText('E-Mail ist erforderlich')).not.toBeInTheDocument());
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).toHaveAccessibleDescription('Wir antworten per E-Mail.');
  });

  it('submits the values once they are valid', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithProviders(<ContactForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('E-Mail'), 'info@example.de');
    await user.type(screen.getByLabelText('Nachricht'), 'Hallo');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ email: 'info@example.de', content: 'Hallo' });
  });
});

describe('choice fields', () => {
  const options = [
    { value: 'berlin', label: 'Berlin' },
    { value: 'hamburg', label: 'Hamburg' },
  ];

  it('SelectField starts on an empty option and yields the chosen value', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithProviders(
      <Form defaultValues={{ location: '' }} onSubmit={onSubmit}>
        <SelectField name="location" label="Standort" options={options} />
      </Form>,
    );
    const select = screen.getByRole('combobox', { name: 'Standort' });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Bitte auswählen' })).toBeInTheDocument();
    await user.selectOptions(select, 'hamburg');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ location: 'hamburg' });
  });

  it('RadioGroupField is a named radiogroup that shows its error after submit', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    const radioSchema = yup.object({ location: yup.string().required('Standort ist erforderlich') });
    renderWithProviders(
      <Form resolverSchema={radioSchema} defaultValues={{ location: '' }} onSubmit={onSubmit}>
        <RadioGroupField name="location" label="Standort" options={options} required />
      </Form>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Standort' });
    expect(group).toHaveAttribute('aria-required', 'true');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await screen.findByText('Standort ist erforderlich');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('radio', { name: 'Berlin' })).toHaveAccessibleDescription('Standort ist erforderlich');

    await user.click(screen.getByRole('radio', { name: 'Berlin' }));
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ location: 'berlin' });
  });

  it('CheckboxGroupField yields a list, also with a single option', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithProviders(
      <Form defaultValues={{ skills: [], single: [] }} onSubmit={onSubmit}>
        <CheckboxGroupField name="skills" label="Kenntnisse" options={options} />
        <CheckboxGroupField name="single" label="Einzeln" options={[{ value: 'yes', label: 'Ja' }]} />
      </Form>,
    );
    expect(screen.getByRole('group', { name: 'Kenntnisse' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Berlin' }));
    await user.click(screen.getByRole('checkbox', { name: 'Hamburg' }));
    await user.click(screen.getByRole('checkbox', { name: 'Berlin' }));
    await user.click(screen.getByRole('checkbox', { name: 'Ja' }));
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ skills: ['hamburg'], single: ['yes'] });
  });

  it('CheckboxField yields a boolean', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithProviders(
      <Form defaultValues={{ consent: false }} onSubmit={onSubmit}>
        <CheckboxField name="consent" label="Ich stimme zu" required />
      </Form>,
    );
    const box = screen.getByRole('checkbox', { name: 'Ich stimme zu' });
    expect(box).toHaveAttribute('aria-required', 'true');
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ consent: true });
  });
});

describe('FileField', () => {
  const cv = new File(['cv'], 'lebenslauf.pdf', { type: 'application/pdf' });
  const certificate = new File(['c'], 'zeugnis.pdf', { type: 'application/pdf' });

  it('yields the chosen File and lists its name', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithProviders(
      <Form defaultValues={{ cv: null }} onSubmit={onSubmit}>
        <FileField name="cv" label="Lebenslauf" accept=".pdf" required />
      </Form>,
    );
    const input = screen.getByLabelText('Lebenslauf');
    expect(input).toHaveAccessibleDescription('(Pflichtfeld) Keine Datei ausgewählt');
    await user.upload(input, cv);
    expect(screen.getByText('lebenslauf.pdf')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('(Pflichtfeld) lebenslauf.pdf');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].cv).toBe(cv);
  });

  it('yields a File[] with multiple, and the choice can be removed', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithProviders(
      <Form defaultValues={{ certificates: [] }} onSubmit={onSubmit}>
        <FileField name="certificates" label="Zeugnisse" multiple />
      </Form>,
    );
    await user.upload(screen.getByLabelText('Zeugnisse'), [cv, certificate]);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['lebenslauf.pdf', 'zeugnis.pdf']);
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0].certificates).toEqual([cv, certificate]);

    await user.click(screen.getByRole('button', { name: 'Auswahl entfernen' }));
    expect(screen.getByText('Keine Datei ausgewählt')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1][0].certificates).toEqual([]);
  });
});
