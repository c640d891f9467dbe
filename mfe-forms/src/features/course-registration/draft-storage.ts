import { TEXT_FIELD_NAMES, type CourseRegistrationValues, type TextFieldName } from './course-registration-schema';
import { ATTACHMENTS_STEP } from './steps';

/**
 * What the visitor typed survives a reload until it is sent. Kept in sessionStorage (this tab
 * only, gone when it closes): personal data should not outlive the visit on a shared computer.
 * Files cannot be stored; after a reload the visitor picks them again.
 */
export const DRAFT_STORAGE_KEY = 'edu.forms.course-registration.draft.v1';

export type DraftValues = Partial<Pick<CourseRegistrationValues, TextFieldName>>;

export interface Draft {
  values: DraftValues;
  step: number;
}

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined; // Storage blocked: the form still works, without a draft.
  }
}

/** Only the known text fields, only strings: the stored JSON is outside our control. */
export function pickTextValues(values: object): DraftValues {
  const picked: Record<string, string> = {};
  for (const name of TEXT_FIELD_NAMES) {
    const value = (values as Record<string, unknown>)[name];
    if (typeof value === 'string') picked[name] = value;
  }
  return picked as DraftValues;
}

export function hasContent(values: DraftValues): boolean {
  return Object.values(values).some((value) => typeof value === 'string' && value.trim() !== '');
}

export function loadDraft(): Draft | undefined {
  try {
    const raw = storage()?.getItem(DRAFT_STORAGE_KEY);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as { values?: unknown; step?: unknown };
    const values = pickTextValues(typeof parsed.values === 'object' && parsed.values !== null ? parsed.values : {});
    if (!hasContent(values)) return undefined;
    // Files are not restored, so a draft never reopens beyond the attachments step.
    const step = typeof parsed.step === 'number' && Number.isInteger(parsed.step) ? Math.min(Math.max(parsed.step, 0), ATTACHMENTS_STEP) : 0;
    return { values, step };
  } catch {
    return undefined;
  }
}

/** Saves the typed values and step; an empty form leaves no draft behind. */
export function saveDraft(values: object, step: number): void {
  const text = pickTextValues(values);
  try {
    if (!hasContent(text)) storage()?.removeItem(DRAFT_STORAGE_KEY);
    else storage()?.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ values: text, step }));
  } catch {
    // Quota or blocked storage: losing the draft must not break the form.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
