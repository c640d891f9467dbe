import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@edu/shared/api';
import { validValues } from '../../../test/course-registration-values';
import { TEXT_BYTES, docx, makeFile, pdf, png } from '../../../test/files';
import { fill, renderWithProviders } from '../../../test/render';
import { createCourseRegistration } from '../api/create-course-registration';
import { DRAFT_STORAGE_KEY, pickTextValues } from '../draft-storage';
import { CourseRegistrationPage } from './course-registration-page';

// Whole steps are filled through the UI; on a small CI machine that takes more than 5 s.
jest.setTimeout(30_000);

jest.mock('../api/create-course-registration', () => ({ createCourseRegistration: jest.fn() }));
const send = jest.mocked(createCourseRegistration);

const today = () => '2026-03-15';
const page = () => <CourseRegistrationPage schemaOptions={{ today }} />;
const stepHeading = (text: string) => screen.findByRole('heading', { level: 2, name: text });

function seedDraft(step: number, overrides: Record<string, string> = {}) {
  sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ values: { ...pickTextValues(validValues()), ...overrides }, step }));
}

type User = ReturnType<typeof userEvent.setup>;

async function fillPersonalStep(user: User) {
  const values = validValues();
  await fill(user, screen.getByLabelText('Vorname'), values.firstName);
  await fill(user, screen.getByLabelText('Nachname'), values.lastName);
  fireEvent.change(screen.getByLabelText('Geburtsdatum'), { target: { value: values.birthDate } });
  await fill(user, screen.getByLabelText('Geburtsort'), values.birthPlace);
  await fill(user, screen.getByLabelText('Staatsangehörigkeit'), values.nationality);
  await fill(user, screen.getByLabelText('Herkunftsland'), values.countryOfOrigin);
  await fill(user, screen.getByLabelText('Beruf'), values.profession);
  await fill(user, screen.getByLabelText('Telefonnummer'), values.phone);
  await fill(user, screen.getByLabelText('E-Mail-Adresse'), values.email);
}

describe('course registration step form', () => {
  beforeEach(() => {
    sessionStorage.clear();
    send.mockReset();
  });

  it("is the 'Kursanmeldeformular' with five steps", async () => {
    await renderWithProviders(page());
    expect(await screen.findByRole('heading', { level: 1, name: 'Kursanmeldeformular' })).toBeInTheDocument();
    expect(await stepHeading('Schritt 1 von 5: Persönliche Daten')).toBeInTheDocument();
    for (const title of ['Adresse & Aufenthalt', 'Qualifikationen & Erfahrung', 'Unterlagen', 'Überprüfung']) {
      expect(screen.getByText(title)).toBeInTheDocument();
    }
  });

  it("'next' validates the current step only, advances without errors; 'back' keeps the input", async () => {
    const user = userEvent.setup();
    await renderWithProviders(page());
    await user.click(await screen.findByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Vorname ist erforderlich.')).toBeInTheDocument();
    expect(screen.getByText('Geburtsdatum ist erforderlich')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Schritt 1 von 5');

    await fillPersonalStep(user);
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await stepHeading('Schritt 2 von 5: Adresse & Aufenthalt')).toHaveFocus();
    // The new step's fields were not touched yet: no errors shown.
    expect(screen.queryByText('Straße ist erforderlich')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(await stepHeading('Schritt 1 von 5: Persönliche Daten')).toBeInTheDocument();
    expect(screen.getByLabelText('Vorname')).toHaveValue('Lena');
  });

  it('stops at a bad postal code and at a birth date in the future', async () => {
    const user = userEvent.setup();
    seedDraft(1, { postalCode: '1011' });
    await renderWithProviders(page());
    await stepHeading('Schritt 2 von 5: Adresse & Aufenthalt');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Die Postleitzahl muss genau 5 Ziffern haben.')).toBeInTheDocument();
    expect(screen.getByLabelText('Postleitzahl')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    await stepHeading('Schritt 1 von 5: Persönliche Daten');
    fireEvent.change(screen.getByLabelText('Geburtsdatum'), { target: { value: '2026-03-16' } });
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Das Geburtsdatum darf nicht in der Zukunft liegen.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Schritt 1 von 5');
  });

  it('keeps what was typed across a remount (a reload), with a notice', async () => {
    const user = userEvent.setup();
    const first = await renderWithProviders(page());
    await fill(user, await screen.findByLabelText('Vorname'), 'Lena');
    await fill(user, screen.getByLabelText('Beruf'), 'Lehrerin');
    first.unmount();

    await renderWithProviders(page());
    expect(await screen.findByLabelText('Vorname')).toHaveValue('Lena');
    expect(screen.getByLabelText('Beruf')).toHaveValue('Lehrerin');
    expect(screen.getByText('Ihre bisherigen Eingaben wurden wiederhergestellt.')).toHaveAttribute('role', 'status');
  });

  it('checks attachments by content, reviews everything, uploads with progress and resets after success', async () => {
    const user = userEvent.setup();
    seedDraft(3);
    let progress: (fraction: number) => void = () => undefined;
    let finish: () => void = () => undefined;
    send.mockImplementation((_values, options) => {
      progress = options?.onProgress ?? progress;
      return new Promise((resolve) => (finish = () => resolve({ id: 'x', attachments: [], createdAt: '' })));
    });
    await renderWithProviders(page());
    await stepHeading('Schritt 4 von 5: Unterlagen');

    // A wrong file shows its error as soon as it is chosen.
    await user.upload(screen.getByLabelText('Profilbild'), makeFile(TEXT_BYTES, 'foto.png', 'image/png'));
    expect(await screen.findByText('„foto.png“: Dieser Dateityp ist nicht erlaubt. Erlaubt: JPEG, PNG, WebP.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Bitte laden Sie mindestens ein Zeugnis oder Zertifikat hoch.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Schritt 4 von 5');

    await user.upload(screen.getByLabelText('Profilbild'), png('foto.png'));
    await user.upload(screen.getByLabelText('Zeugnisse und Zertifikate'), [pdf('abitur.pdf'), png('kurs.png')]);
    await user.upload(screen.getByLabelText('Lebenslauf'), docx('cv.docx'));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    await stepHeading('Schritt 5 von 5: Überprüfung');
    const personal = screen.getByRole('region', { name: 'Persönliche Daten' });
    expect(within(personal).getByText('Lena')).toBeInTheDocument();
    expect(within(personal).getByText('01.05.1990')).toBeInTheDocument();
    const attachments = screen.getByRole('region', { name: 'Unterlagen' });
    for (const name of ['foto.png', 'abitur.pdf', 'kurs.png', 'cv.docx']) expect(within(attachments).getByText(name)).toBeInTheDocument();
    expect(screen.getByText('Niederlassungserlaubnis')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Anmeldung absenden' }));
    expect(await screen.findByRole('button', { name: /Wird gesendet\.\.\./ })).toBeDisabled();
    act(() => progress(0.42));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    const [sent] = send.mock.calls[0] ?? [];
    expect(sent).toMatchObject({ firstName: 'Lena', postalCode: '10115', certificates: [expect.any(File), expect.any(File)] });

    await act(async () => finish());
    expect(await screen.findByRole('dialog', { name: 'Der Vorgang war erfolgreich.' })).toBeInTheDocument();
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(await stepHeading('Schritt 1 von 5: Persönliche Daten')).toBeInTheDocument();
    expect(screen.getByLabelText('Vorname')).toHaveValue('');
  });

  it("'edit' on the review goes back to that step; a failed send keeps everything", async () => {
    const user = userEvent.setup();
    seedDraft(3);
    send.mockRejectedValue(new ApiError(400, { message: 'x', messages: ['Lebenslauf: Der Dateiinhalt ist kein erlaubter Dateityp (PDF, DOCX).'] }, 'Bad Request'));
    await renderWithProviders(page());
    await stepHeading('Schritt 4 von 5: Unterlagen');
    await user.upload(screen.getByLabelText('Profilbild'), png());
    await user.upload(screen.getByLabelText('Zeugnisse und Zertifikate'), [pdf()]);
    await user.upload(screen.getByLabelText('Lebenslauf'), docx());
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await stepHeading('Schritt 5 von 5: Überprüfung');

    await user.click(screen.getByRole('button', { name: 'Adresse & Aufenthalt bearbeiten' }));
    expect(await stepHeading('Schritt 2 von 5: Adresse & Aufenthalt')).toBeInTheDocument();
    expect(screen.getByLabelText('Postleitzahl')).toHaveValue('10115');
    for (const title of ['Schritt 3 von 5', 'Schritt 4 von 5', 'Schritt 5 von 5']) {
      await user.click(screen.getByRole('button', { name: 'Weiter' }));
      expect(await screen.findByRole('heading', { level: 2, name: new RegExp(title) })).toBeInTheDocument();
    }

    await user.click(screen.getByRole('button', { name: 'Anmeldung absenden' }));
    expect(await screen.findByText('Lebenslauf: Der Dateiinhalt ist kein erlaubter Dateityp (PDF, DOCX).')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Schritt 5 von 5');
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).not.toBeNull();
  });
});
