import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { everyTypeQuestions, job } from '../../../test/fixtures';
import { bodyOf, jsonResponse, mockFetch, renderWithSite } from '../../../test/render';
import type { Job } from '../../../types/job';
import { yearsBefore } from '../lib/personal-schema';
import { ApplicationDialog } from './application-dialog';

// Filling a dozen fields through user-event in jsdom takes a few seconds.
jest.setTimeout(30_000);

const withQuestions = job({ questions: everyTypeQuestions() });
const withoutQuestions = job();

/** The page's side of the dialog: a selected job opens it; success clears the selection. */
function Harness({ target, onSubmitted = jest.fn() }: { target: Job; onSubmitted?: () => void }) {
  const [selected, setSelected] = useState<Job | null>(target);
  return (
    <>
      <button type="button" onClick={() => setSelected(target)}>
        Öffnen
      </button>
      <ApplicationDialog
        job={target}
        open={selected !== null}
        onClose={() => setSelected(null)}
        onSubmitted={() => {
          setSelected(null);
          onSubmitted();
        }}
      />
    </>
  );
}

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label);
const button = (name: string) => within(dialog()).getByRole('button', { name });

async function enter(user: UserEvent, label: string, value: string) {
  const input = field(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

async function fillPersonal(user: UserEvent) {
  await enter(user, 'Vorname', 'Lina');
  await enter(user, 'Nachname', 'Haddad');
  await enter(user, 'E-Mail-Adresse', 'lina.haddad@example.org');
  await enter(user, 'Telefonnummer', '+49 151 2345678');
  await user.selectOptions(field('Familienstand'), 'verheiratet');
  await enter(user, 'Straße', 'Sonnenallee');
  await enter(user, 'Hausnummer', '12a');
  await enter(user, 'Postleitzahl', '12045');
  await enter(user, 'Stadt', 'Berlin');
  await enter(user, 'Staatsangehörigkeit', 'deutsch');
  await enter(user, 'Standort', 'Berlin-Neukölln');
}

async function answerEverything(user: UserEvent) {
  await user.selectOptions(field('Deutschkenntnisse'), 'C1');
  await user.click(field('Ja'));
  await user.click(field('Vormittag'));
  await user.click(field('Abend'));
  await enter(user, 'Motivation', 'Ich unterrichte gern.');
  await enter(user, 'Berufsjahre', '7');
  await enter(user, 'Lieblingsfach', 'Mathe');
}

beforeEach(() => {
  mockFetch(() => undefined);
});
afterEach(() => {
  act(() => toast.remove());
});

describe('application dialog: steps', () => {
  it('has two steps for a job with questions, with the step in the title', () => {
    renderWithSite(<Harness target={withQuestions} />);
    expect(screen.getByRole('dialog', { name: 'Bewerbung – Schritt 1 von 2' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('heading', { level: 3, name: 'Eckdaten' })).toBeInTheDocument();
    expect(within(dialog()).getByText('Unterinformationen')).toBeInTheDocument(); // the stepper's next step
    expect(button('nächste')).toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'einreichen' })).not.toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'vorherige' })).not.toBeInTheDocument();
  });

  it('starts with the spec defaults: birth date 18 years ago, marital status SINGLE', () => {
    renderWithSite(<Harness target={withQuestions} />);
    expect(field('Geburtsdatum')).toHaveValue(yearsBefore(new Date(), 18));
    expect(field('Familienstand')).toHaveValue('SINGLE');
    expect(field('Vorname')).toHaveValue('');
  });

  it('shows errors only once a field was touched', async () => {
    const user = userEvent.setup();
    renderWithSite(<Harness target={withQuestions} />);
    await user.click(field('Vorname'));
    expect(within(dialog()).queryByText('Vorname ist erforderlich')).not.toBeInTheDocument();
    await user.tab();
    expect(await within(dialog()).findByText('Vorname ist erforderlich')).toBeInTheDocument();
    expect(within(dialog()).queryByText('Nachname ist erforderlich')).not.toBeInTheDocument();
  });

  it("'nächste' is blocked while step 1 has errors and shows them", async () => {
    const user = userEvent.setup();
    renderWithSite(<Harness target={withQuestions} />);
    await enter(user, 'E-Mail-Adresse', 'kein-at');
    await user.click(button('nächste'));

    expect(await within(dialog()).findByText('Vorname ist erforderlich')).toBeInTheDocument();
    expect(within(dialog()).getByText('Ungültige E-Mail Adresse')).toBeInTheDocument();
    expect(within(dialog()).getByText('Postleitzahl ist erforderlich')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Bewerbung – Schritt 1 von 2' })).toBeInTheDocument();
    // Focus goes to the first field with an error.
    await waitFor(() => expect(field('Vorname')).toHaveFocus());
  });

  it("'nächste' advances when step 1 is valid, 'vorherige' returns with the values kept", async () => {
    const user = userEvent.setup();
    renderWithSite(<Harness target={withQuestions} />);
    await fillPersonal(user);
    await user.click(button('nächste'));

    expect(await screen.findByRole('dialog', { name: 'Bewerbung – Schritt 2 von 2' })).toBeInTheDocument();
    const heading = within(dialog()).getByRole('heading', { level: 3, name: 'Unterinformationen' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(field('Deutschkenntnisse')).toBeInTheDocument();
    expect(button('einreichen')).toBeInTheDocument();

    await user.click(button('vorherige'));
    expect(await screen.findByRole('dialog', { name: 'Bewerbung – Schritt 1 von 2' })).toBeInTheDocument();
    expect(field('Vorname')).toHaveValue('Lina');
    expect(field('Familienstand')).toHaveValue('MARRIED');
  });

  it('has one step for a job without questions', () => {
    renderWithSite(<Harness target={withoutQuestions} />);
    expect(screen.getByRole('dialog', { name: 'Bewerbung – Schritt 1 von 1' })).toBeInTheDocument();
    expect(button('einreichen')).toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'nächste' })).not.toBeInTheDocument();
    expect(within(dialog()).queryByRole('list')).not.toBeInTheDocument(); // no stepper
  });

  it('names each unanswered required question on submit', async () => {
    const user = userEvent.setup();
    renderWithSite(<Harness target={withQuestions} />);
    await fillPersonal(user);
    await user.click(button('nächste'));
    await screen.findByRole('dialog', { name: 'Bewerbung – Schritt 2 von 2' });
    await user.click(button('einreichen'));

    for (const name of ['Deutschkenntnisse', 'Lehrerfahrung', 'Verfügbarkeit', 'Motivation', 'Berufsjahre', 'Lieblingsfach']) {
      expect(await within(dialog()).findByText(`${name} ist erforderlich`)).toBeInTheDocument();
    }
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });
});

describe('application dialog: sending', () => {
  it('sends the payload, shows a loader, closes with a success notice and starts again at step 1', async () => {
    let release: (value: Response) => void = () => undefined;
    const fetch = mockFetch((url, init) =>
      url.pathname === '/api/hiring-requests' && init.method === 'POST' ? new Promise<Response>((resolve) => (release = resolve)) : undefined,
    );
    const onSubmitted = jest.fn();
    const user = userEvent.setup();
    renderWithSite(<Harness target={withQuestions} onSubmitted={onSubmitted} />);

    await fillPersonal(user);
    await user.click(button('nächste'));
    await screen.findByRole('dialog', { name: 'Bewerbung – Schritt 2 von 2' });
    await answerEverything(user);
    await user.click(button('einreichen'));

    // The loader replaces the form while the request runs.
    expect(await within(dialog()).findByRole('status')).toHaveTextContent('Ihre Bewerbung wird gesendet...');
    expect(within(dialog()).queryByLabelText('Motivation')).not.toBeInTheDocument();

    const questions = withQuestions.questions;
    const body = bodyOf(fetch.mock.calls[0]!) as Record<string, unknown>;
    expect(body).toEqual({
      firstName: 'Lina',
      lastName: 'Haddad',
      email: 'lina.haddad@example.org',
      phone: '+49 151 2345678',
      birthDate: yearsBefore(new Date(), 18),
      street: 'Sonnenallee',
      buildingNum: '12a',
      zipCode: '12045',
      city: 'Berlin',
      employeeNationality: 'deutsch',
      martialStatus: 'MARRIED',
      location: 'Berlin-Neukölln',
      hiringAdId: withQuestions.id,
      answers: [
        { questionId: questions[0]!.id, choicesIds: [questions[0]!.choices[1]!.id] },
        { questionId: questions[1]!.id, choicesIds: [questions[1]!.choices[0]!.id] },
        { questionId: questions[2]!.id, choicesIds: [questions[2]!.choices[0]!.id, questions[2]!.choices[2]!.id] },
        { questionId: questions[3]!.id, answer: 'Ich unterrichte gern.' },
        { questionId: questions[4]!.id, answer: '7' },
        { questionId: questions[5]!.id, answer: 'Mathe' },
      ],
    });

    release(await jsonResponse(201, { id: 'new', status: 'NEW', hiringAdId: withQuestions.id }));
    expect(await screen.findByText('Vielen Dank! Ihre Bewerbung wurde erfolgreich gesendet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onSubmitted).toHaveBeenCalledTimes(1);

    // Opening again: step 1, empty form.
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));
    expect(screen.getByRole('dialog', { name: 'Bewerbung – Schritt 1 von 2' })).toBeInTheDocument();
    expect(field('Vorname')).toHaveValue('');
  });

  it('keeps the form as typed and shows each server message when the server rejects it', async () => {
    mockFetch((url, init) =>
      url.pathname === '/api/hiring-requests' && init.method === 'POST'
        ? jsonResponse(400, {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Die Eingaben sind ungültig.',
            messages: ['Lehrerfahrung ist erforderlich', 'E-Mail-Adresse ist keine gültige E-Mail-Adresse'],
          })
        : undefined,
    );
    const onSubmitted = jest.fn();
    const user = userEvent.setup();
    renderWithSite(<Harness target={withoutQuestions} onSubmitted={onSubmitted} />);
    await fillPersonal(user);
    await user.click(button('einreichen'));

    expect(await screen.findByText('Lehrerfahrung ist erforderlich')).toBeInTheDocument();
    expect(screen.getByText('E-Mail-Adresse ist keine gültige E-Mail-Adresse')).toBeInTheDocument();
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(await within(dialog()).findByLabelText('Vorname')).toHaveValue('Lina');
    expect(field('Standort')).toHaveValue('Berlin-Neukölln');
    expect(button('einreichen')).toBeEnabled();
    // Focus comes back to the form (its step heading), not to the page behind the dialog.
    await waitFor(() => expect(within(dialog()).getByRole('heading', { level: 3, name: 'Eckdaten' })).toHaveFocus());
  });

  it("shows the generic send failure when the server gives no messages (e.g. it is unreachable)", async () => {
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    const user = userEvent.setup();
    renderWithSite(<Harness target={withoutQuestions} />);
    await fillPersonal(user);
    await user.click(button('einreichen'));
    expect(await screen.findByText('Fehler beim Senden der Nachricht. Bitte versuchen Sie es erneut.')).toBeInTheDocument();
    expect(await within(dialog()).findByLabelText('Nachname')).toHaveValue('Haddad');
  });

  it('keeps what was typed when closed and opened again', async () => {
    const user = userEvent.setup();
    renderWithSite(<Harness target={withQuestions} />);
    await enter(user, 'Vorname', 'Lina');
    await user.click(button('Schließen'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));
    expect(field('Vorname')).toHaveValue('Lina');
  });

  it('speaks Arabic', () => {
    renderWithSite(<Harness target={withQuestions} />, { language: 'ar' });
    expect(screen.getByRole('dialog', { name: 'طلب التوظيف – الخطوة 1 من 2' })).toBeInTheDocument();
    expect(button('التالي')).toBeInTheDocument();
  });
});
