import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Second of three failure layers (retry → this plugin → React error boundary): when a remote's
 * manifest or entry cannot be fetched, log once and let the error reach the boundary, which
 * shows the localized fallback with a retry button. Returning nothing re-throws.
 */
export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'edu-remote-failure',
    errorLoadRemote({ id, error, lifecycle }) {
      // The site keeps working; a visible console line helps whoever operates the remote.
      console.warn(`[federation] ${id} failed during ${lifecycle}`, error);
      return undefined;
    },
  };
}
