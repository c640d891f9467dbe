import { fixedT, startTestI18n } from '../../test/render';
import { messagesOf } from '../../test/validation';
import { emptyContactValues, makeContactSchema } from './contact-schema';

const valid = { name: '', email: 'lena@example.org', phone: '+49 30 1234567', title: 'Frage', content: 'Hallo!' };

beforeAll(() => startTestI18n('de'));

describe('contact schema (spec 5)', () => {
  const schema = () => makeContactSchema(fixedT('de'));

  it('accepts a complete message without a name', async () => {
    expect(await messagesOf(schema(), valid)).toEqual({});
  });

  it("names each missing required field: '{{name}} ist erforderlich'", async () => {
    expect(await messagesOf(schema(), emptyContactValues)).toEqual({
      email: 'E-Mail ist erforderlich',
      phone: 'Telefon ist erforderlich',
      title: 'Betreff ist erforderlich',
      content: 'Nachricht ist erforderlich',
    });
  });

  it("rejects an invalid address with 'Ungültige E-Mail Adresse'", async () => {
    for (const email of ['lena', 'lena@', 'lena@example', 'le na@example.org']) {
      expect(await messagesOf(schema(), { ...valid, email })).toEqual({ email: 'Ungültige E-Mail Adresse' });
    }
  });

  it('rejects a phone number with letters, as the API would', async () => {
    expect(await messagesOf(schema(), { ...valid, phone: '030-abc' })).toEqual({ phone: 'Bitte geben Sie eine gültige Telefonnummer ein.' });
  });

  it("keeps to the API's length limits", async () => {
    expect(await messagesOf(schema(), { ...valid, title: 'x'.repeat(201) })).toEqual({ title: 'Betreff darf höchstens 200 Zeichen lang sein.' });
  });

  it('treats blanks as empty (trimmed)', async () => {
    expect(await messagesOf(schema(), { ...valid, title: '   ' })).toEqual({ title: 'Betreff ist erforderlich' });
  });

  it('speaks Arabic when built with the Arabic t', async () => {
    const messages = await messagesOf(makeContactSchema(fixedT('ar')), { ...valid, title: '', email: 'x' });
    expect(messages).toEqual({ title: 'الموضوع مطلوب', email: 'عنوان البريد الإلكتروني غير صالح' });
  });
});
