import { DRAFT_STORAGE_KEY, clearDraft, loadDraft, saveDraft } from './draft-storage';
import { ATTACHMENTS_STEP } from './steps';

describe('course registration draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps typed text and the step, never files', () => {
    saveDraft({ firstName: 'Lena', postalCode: '10115', profilePicture: new File(['x'], 'a.png') }, 1);
    expect(JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}')).toEqual({ values: { firstName: 'Lena', postalCode: '10115' }, step: 1 });
    expect(loadDraft()).toEqual({ values: { firstName: 'Lena', postalCode: '10115' }, step: 1 });
  });

  it('leaves no draft for an empty form', () => {
    saveDraft({ firstName: 'Lena' }, 0);
    saveDraft({ firstName: '  ' }, 0);
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    expect(loadDraft()).toBeUndefined();
  });

  it('reopens at most at the attachments step (files are gone after a reload)', () => {
    saveDraft({ firstName: 'Lena' }, 4);
    expect(loadDraft()?.step).toBe(ATTACHMENTS_STEP);
  });

  it('ignores unknown keys, non-strings and broken JSON', () => {
    sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ values: { firstName: 'Lena', evil: 'x', city: 5 }, step: 'x' }));
    expect(loadDraft()).toEqual({ values: { firstName: 'Lena' }, step: 0 });
    sessionStorage.setItem(DRAFT_STORAGE_KEY, '{not json');
    expect(loadDraft()).toBeUndefined();
  });

  it('is gone after clearDraft', () => {
    saveDraft({ firstName: 'Lena' }, 0);
    clearDraft();
    expect(loadDraft()).toBeUndefined();
  });
});
