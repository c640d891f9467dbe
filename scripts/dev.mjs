// @ts-check
/**
 * Development: the API in watch mode and an Rspack dev server per bundle (hot reload). The
 * shell's dev server answers remotes.json/config.json from shared/build/ports.mjs.
 */
import concurrently from 'concurrently';

const { result } = concurrently(
  [
    { name: 'api', command: 'pnpm --filter @edu/api dev', env: { NODE_ENV: 'development' } },
    { name: 'shell', command: 'pnpm --filter @edu/shell dev' },
    { name: 'careers', command: 'pnpm --filter @edu/mfe-careers dev' },
    { name: 'activities', command: 'pnpm --filter @edu/mfe-activities dev' },
    { name: 'forms', command: 'pnpm --filter @edu/mfe-forms dev' },
  ],
  { prefix: 'name', killOthersOn: ['failure'] },
);
await result.catch(() => process.exit(1));
