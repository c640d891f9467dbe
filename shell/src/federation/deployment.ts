import { registerRemotes } from '@module-federation/enhanced/runtime';
import { setRuntimeConfig, type RuntimeConfig } from '@edu/shared/config';

/** remotes.json: federation name → manifest URL, written at deploy time beside index.html. */
export type RemoteManifests = Record<string, string>;

async function readJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Reads the deployment description (API base and remote manifests) and registers every remote
 * with the federation runtime. No remote URL is compiled into the shell, so each remote
 * redeploys alone. Both files are fetched in parallel while the layout already renders.
 */
export async function loadDeployment(): Promise<RemoteManifests> {
  const [config, remotes] = await Promise.all([
    readJson<RuntimeConfig>('/config.json'),
    readJson<RemoteManifests>('/remotes.json'),
  ]);
  setRuntimeConfig(config);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
  return remotes;
}
