/**
 * Runtime configuration shared by the shell and every remote.
 *
 * The shell fills it from `config.json` (written at deploy time) before it renders; a remote
 * mounted on a foreign page fills it from the options of `mount()`. Nothing here is compiled
 * into a bundle, so one build runs against any API.
 */
export interface RuntimeConfig {
  /** Origin (and optional path) of the HTTP API, without a trailing slash. */
  apiBase: string;
  /** Bearer token sent with every call when set (staff tools); public pages leave it empty. */
  accessToken?: string;
}

let current: RuntimeConfig = { apiBase: '' };
let markConfigured: () => void = () => undefined;
const configured = new Promise<void>((resolve) => {
  markConfigured = resolve;
});

export function setRuntimeConfig(next: Partial<RuntimeConfig>): void {
  current = { ...current, ...next, apiBase: (next.apiBase ?? current.apiBase).replace(/\/+$/, '') };
  markConfigured();
}

/**
 * Resolves once the configuration is known. The shell renders before `config.json` arrives
 * (a faster first paint); API calls wait here instead.
 */
export function whenConfigured(): Promise<void> {
  return configured;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/** Loads the deploy-time `config.json` served beside the page's `index.html`. */
export async function loadRuntimeConfig(url = 'config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Cannot load ${url}: ${response.status}`);
  setRuntimeConfig((await response.json()) as Partial<RuntimeConfig>);
  return current;
}
