import type { Configuration, RuleSetRule } from '@rspack/core';

export function createRspackConfig(options: {
  name: 'shell' | 'careers' | 'activities' | 'forms' | 'shop';
  dir: string;
  exposes?: Record<string, string>;
  title?: string;
  runtimePlugins?: string[];
}): Configuration;

export function sourceRules(production: boolean): RuleSetRule[];
