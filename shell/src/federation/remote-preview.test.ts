import { applyVisitorInput, capturePreviews, forgetPreview, previewOf, readVisitorInput } from './remote-preview';

/** A page the shell's server wrote a careers preview into: a search, a select and a button. */
const PAGE = `
  <div id="root">
    <section data-remote-slot="careers" data-remote-preview="">
      <input type="search" value="">
      <select><option value="" selected>Alle</option><option value="IT">IT</option></select>
      <button type="button">Filter zurücksetzen</button>
      <button type="button">Bewerbung</button>
    </section>
  </div>`;

/** The remote's page that replaces it: the same controls, freshly rendered. */
function remotePage(): { slot: HTMLElement; events: string[] } {
  const slot = document.createElement('section');
  slot.innerHTML = PAGE.replace(/<\/?div[^>]*>/g, '').replace(/<\/?section[^>]*>/g, '');
  document.body.append(slot);
  const events: string[] = [];
  slot.addEventListener('input', (event) => events.push(`input:${(event.target as HTMLInputElement).value}`));
  slot.addEventListener('change', (event) => events.push(`change:${(event.target as HTMLInputElement).value}`));
  slot.querySelectorAll('button').forEach((button) => button.addEventListener('click', () => events.push(`click:${button.textContent}`)));
  return { slot, events };
}

beforeEach(() => {
  document.body.innerHTML = PAGE;
});

describe('remote previews', () => {
  it('keeps a preview read before the app took over until the route forgets it', () => {
    capturePreviews(document);
    document.body.innerHTML = '';
    // A hydration that starts over reads it again.
    expect(previewOf('careers')).toContain('Bewerbung');
    expect(previewOf('careers')).toContain('Bewerbung');
    expect(previewOf('activities')).toBeUndefined();
    forgetPreview('careers');
    expect(previewOf('careers')).toBeUndefined();
  });

  it("hands what the visitor typed, chose, focused and tapped over to the remote's page", () => {
    const preview = document.querySelector<HTMLElement>('[data-remote-slot]')!;
    const search = preview.querySelector('input')!;
    search.value = 'Verlag';
    preview.querySelector('select')!.value = 'IT';
    search.focus();
    // What the page's first script holds for a tap on 'Bewerbung' (early-input.tsx).
    window.__previewTaps = [preview.querySelectorAll('button')[1]!];

    const input = readVisitorInput(preview);
    preview.remove();
    const { slot, events } = remotePage();
    applyVisitorInput(slot, input);

    expect(slot.querySelector('input')!.value).toBe('Verlag');
    expect(slot.querySelector('select')!.value).toBe('IT');
    expect(document.activeElement).toBe(slot.querySelector('input'));
    expect(events).toEqual(['input:Verlag', 'change:Verlag', 'input:IT', 'change:IT', 'click:Bewerbung']);
  });

  it('leaves untouched controls and buttons of other parts alone', () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    window.__previewTaps = [outside];

    const preview = document.querySelector<HTMLElement>('[data-remote-slot]')!;
    const input = readVisitorInput(preview);
    const { slot, events } = remotePage();
    applyVisitorInput(slot, input);
    expect(events).toEqual([]);
    expect(window.__previewTaps).toEqual([outside]);
  });
});
