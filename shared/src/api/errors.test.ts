import { startI18n } from '../i18n/instance';
import { ApiError, errorText, requireParam, statusMessage, submitErrorMessages } from './errors';

const i18n = startI18n({ language: 'de', manageDocument: false });
const t = i18n.t.bind(i18n);

describe('errorText (spec 8)', () => {
  it("shows the server's message first", () => {
    const error = new ApiError(400, { statusCode: 400, error: 'Bad Request', message: 'E-Mail ist ungültig' }, 'Bad Request');
    expect(errorText(error, t)).toBe('E-Mail ist ungültig');
  });

  it("else the error's own message", () => {
    expect(errorText(new Error('Zeitüberschreitung'), t)).toBe('Zeitüberschreitung');
  });

  it('else the generic text', () => {
    expect(errorText('kaputt', t)).toBe('Fehler, bitte versuchen Sie es erneut');
    expect(errorText(undefined, t)).toBe('Fehler, bitte versuchen Sie es erneut');
    expect(errorText(new Error(''), t)).toBe('Fehler, bitte versuchen Sie es erneut');
  });

  it('gives an API error without a server message the status text in the visitor language', () => {
    expect(errorText(new ApiError(404, undefined, 'Not Found'), t)).toBe('Die angeforderte Ressource wurde nicht gefunden.');
    expect(errorText(new ApiError(0, undefined, 'Failed to fetch'), t)).toBe('Netzwerkfehler. Bitte überprüfen Sie Ihre Verbindung.');
  });
});

describe('statusMessage', () => {
  it('maps the known codes, other 5xx to the server error and the rest to the request error', () => {
    expect(statusMessage(422, t)).toBe('Die Anfrage konnte nicht verarbeitet werden. Bitte überprüfen Sie Ihre Daten.');
    expect(statusMessage(503, t)).toBe(statusMessage(500, t));
    expect(statusMessage(418, t)).toBe('Bei der Anfrage ist ein Fehler aufgetreten.');
  });

  it('speaks Arabic in Arabic', () => {
    const arabic = i18n.getFixedT('ar');
    expect(statusMessage(403, arabic)).toBe('تم رفض الوصول.');
  });
});

describe('submitErrorMessages (spec 8)', () => {
  const fallback = 'Fehler beim Senden der Nachricht. Bitte versuchen Sie es erneut.';

  it("gives each of the server's messages", () => {
    const error = new ApiError(400, { message: 'Ungültig', messages: ['Telefon fehlt', 'E-Mail fehlt'] }, 'Bad Request');
    expect(submitErrorMessages(error, fallback)).toEqual(['Telefon fehlt', 'E-Mail fehlt']);
  });

  it("else the server's single message", () => {
    expect(submitErrorMessages(new ApiError(409, { message: 'Schon gesendet' }, 'Conflict'), fallback)).toEqual(['Schon gesendet']);
  });

  it('else the fallback (network errors, unknown errors, empty lists)', () => {
    expect(submitErrorMessages(new ApiError(0, undefined, 'Network error'), fallback)).toEqual([fallback]);
    expect(submitErrorMessages(new ApiError(500, { messages: [] }, 'Internal'), fallback)).toEqual([fallback]);
    expect(submitErrorMessages(new Error('x'), fallback)).toEqual([fallback]);
  });
});

describe('ApiError', () => {
  it('keeps status and body and lists messages only when there are some', () => {
    const error = new ApiError(422, { message: 'Nein', messages: ['a'] }, 'Unprocessable');
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(422);
    expect(error.message).toBe('Nein');
    expect(error.messages).toEqual(['a']);
    expect(new ApiError(500, undefined, 'HTTP 500').message).toBe('HTTP 500');
    expect(new ApiError(500, undefined, 'HTTP 500').messages).toEqual([]);
  });
});

describe('requireParam (spec 8)', () => {
  it('returns present values, including falsy ones', () => {
    expect(requireParam(0, 'skip', 'getOpenHiringAds')).toBe(0);
    expect(requireParam('', 'search', 'getOpenHiringAds')).toBe('');
  });

  it('throws the spec message for null and undefined', () => {
    expect(() => requireParam(null, 'activityId', 'getPublicActivity')).toThrow(
      'Required parameter activityId was null or undefined when calling getPublicActivity',
    );
    expect(() => requireParam(undefined, 'id', 'deleteCommunication')).toThrow(
      'Required parameter id was null or undefined when calling deleteCommunication',
    );
  });
});
