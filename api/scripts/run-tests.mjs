// Runs the API suite: builds one migrated+seeded template, then every test/**/*.test.ts with
// node's test runner (through tsx). With TEST_DATABASE_URL the same suite runs on PostgreSQL.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NODE_ENV: 'test' };
const templateFile = path.join(os.tmpdir(), `edu-api-template-${process.pid}.tar`);
if (env.TEST_DATABASE_URL) env.TEST_TEMPLATE_DB = `edu_test_template_${process.pid}`;
else env.TEST_TEMPLATE_FILE = templateFile;

function findTests(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return findTests(p);
    return e.name.endsWith('.test.ts') ? [path.relative(root, p)] : [];
  });
}

const filter = process.argv.slice(2);
const files = findTests(path.join(root, 'test'))
  .filter((f) => filter.length === 0 || filter.some((x) => f.includes(x)))
  .sort();

let status = 1;
try {
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-test-template.ts'], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('building the test template failed');
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-reporter=spec', ...files],
    { cwd: root, env, stdio: 'inherit' },
  );
  status = run.status ?? 1;
} catch (err) {
  console.error(err);
} finally {
  fs.rmSync(templateFile, { force: true });
  if (env.TEST_DATABASE_URL) {
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/drop-test-template.ts'], { cwd: root, env, stdio: 'inherit' });
  }
}
process.exit(status);
