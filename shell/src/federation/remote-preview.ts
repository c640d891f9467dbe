import type { RemoteName } from './remote-route';

/**
 * The previews of remotes' pages that the shell's server wrote into this page
 * (scripts/remote-preview.mjs). A preview is plain markup: the remote's route keeps it on
 * screen, untouched, until the remote has rendered the same page, then hands over what the
 * visitor did meanwhile (typed, chose, focused, tapped) to the same controls of that page.
 */
const previews = new Map<string, string>();

const SLOT = '[data-remote-preview][data-remote-slot]';
const CONTROLS = 'input, select, textarea';

/** Read before React takes over the page. */
export function capturePreviews(container: ParentNode): void {
  for (const slot of container.querySelectorAll<HTMLElement>(SLOT)) {
    if (slot.dataset.remoteSlot) previews.set(slot.dataset.remoteSlot, slot.innerHTML);
  }
}

/**
 * The preview for `remote`. Read while rendering, so it may be read more than once (React
 * starts a hydration over when it is interrupted): the route forgets it once it is on screen.
 */
export function previewOf(remote: RemoteName): string | undefined {
  return previews.get(remote);
}

/** Coming back to the route later renders the remote, not this page's old preview. */
export function forgetPreview(remote: RemoteName): void {
  previews.delete(remote);
}

export interface VisitorInput {
  /** Control index → value, for the controls the visitor changed. */
  values: Map<number, string | boolean>;
  focused: number;
  taps: number[];
}

/** What the visitor did in a preview; read as React removes it (the markup is still there). */
export function readVisitorInput(slot: HTMLElement): VisitorInput {
  const controls = [...slot.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(CONTROLS)];
  const values = new Map<number, string | boolean>();
  controls.forEach((control, index) => {
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      if (control.checked !== control.defaultChecked) values.set(index, control.checked);
    } else if (control instanceof HTMLSelectElement) {
      if (!control.selectedOptions[0]?.defaultSelected) values.set(index, control.value);
    } else if (control.value !== control.defaultValue) {
      values.set(index, control.value);
    }
  });
  // Taps on the preview's buttons, held by the page's first script (early-input.tsx).
  const buttons = [...slot.querySelectorAll('button')];
  const tapped = (window.__previewTaps ?? []).filter((button) => slot.contains(button));
  window.__previewTaps = (window.__previewTaps ?? []).filter((button) => !tapped.includes(button));
  return { values, focused: controls.indexOf(document.activeElement as HTMLInputElement), taps: tapped.map((button) => buttons.indexOf(button)) };
}

/** Sets a value the way typing does, so React's (and react-hook-form's) handlers see it. */
function enter(control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string | boolean): void {
  if (typeof value === 'boolean') {
    if ((control as HTMLInputElement).checked !== value) control.click();
    return;
  }
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
  setter?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Hands the visitor's input over to the remote's page, which has the same controls and buttons. */
export function applyVisitorInput(slot: HTMLElement, input: VisitorInput): void {
  const controls = [...slot.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(CONTROLS)];
  for (const [index, value] of input.values) {
    const control = controls[index];
    if (control) enter(control, value);
  }
  controls[input.focused]?.focus();
  const buttons = [...slot.querySelectorAll('button')];
  for (const index of input.taps) buttons[index]?.click();
}
