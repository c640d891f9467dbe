import { loadDeployment } from './deployment';

let loading: Promise<unknown> | undefined;

/**
 * The deployment description is read once, at start, in parallel with the first render.
 * A failed read is tried again on the next call (the retry button of a remote route).
 */
export function deploymentReady(): Promise<unknown> {
  loading ??= loadDeployment().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
