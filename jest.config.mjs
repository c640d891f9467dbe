// One Jest run covers the front-end packages; the API has its own runner (Node's test runner,
// because the API is native ESM). SWC transforms TS/TSX without type checking: `pnpm typecheck` does that.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      experimental: { plugins: [] },
    },
    module: { type: 'commonjs' },
  },
];

const project = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swc },
  // ESM-only dependencies that Jest must transform too.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(dompurify|nanoid))'],
  moduleNameMapper: {
    '\\.(css|png|jpe?g|svg|webp|woff2?)$': '<rootDir>/../jest/file-stub.cjs',
    // The shared package imports itself by name (so federation shares one instance); Jest
    // resolves those names to its sources (exports map `./x` to `./src/x`, a folder or a file).
    '^@edu/shared/(.*)$': '<rootDir>/../shared/src/$1',
  },
  setupFilesAfterEnv: ['<rootDir>/../jest/setup.ts'],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
});

export default {
  projects: ['shared', 'shell', 'mfe-activities', 'mfe-careers', 'mfe-forms'].map(project),
};
