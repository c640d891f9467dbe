import type { RemoteName } from './remote-route';

/**
 * The previews of remotes' pages that the shell's server wrote into this page
 * (scripts/remote-preview.mjs), read once before React takes over: the remote's route keeps
 * showing its preview, untouched, until the remote itself has rendered the same page.
 */
const previews = new Map<string, string>();

export function capturePreviews(container: ParentNode): void {
  for (const slot of container.querySelectorAll<HTMLElement>('[data-remote-preview][data-remote-slot]')) {
    if (slot.dataset.remoteSlot) previews.set(slot.dataset.remoteSlot, slot.innerHTML);
  }
}

/** The preview for `remote`, once: coming back to the route later renders the remote. */
export function takePreview(remote: RemoteName): string | undefined {
  const html = previews.get(remote);
  previews.delete(remote);
  return html;
}
