export type Part = 'shell' | 'careers' | 'activities' | 'shop' | 'forms' | 'api';
export function portOf(part: Part): number;
export const HOST: string;
export function originOf(part: Part): string;
export function siteOrigins(): string[];
export const TEST_PORTS: number[];
export const REMOTES: readonly ['careers', 'activities', 'forms'];
export function localDeployment(): {
  remotes: Record<'careers' | 'activities' | 'forms', string>;
  config: { apiBase: string };
};
export const BUNDLE_DIRS: {
  readonly shell: 'shell';
  readonly careers: 'mfe-careers';
  readonly activities: 'mfe-activities';
  readonly forms: 'mfe-forms';
};
