import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { DEFAULT_CHROMIUM, planBrowser, type BrowserFacts } from './ensureBrowser';

const missing: BrowserFacts = {
  path: DEFAULT_CHROMIUM,
  fromEnv: false,
  executable: false,
  debian: true,
  root: true,
  aptGet: true,
};

describe('planBrowser', () => {
  it('is ready when the browser is there', () => {
    expect(planBrowser({ ...missing, executable: true })).toEqual({ kind: 'ready' });
    expect(planBrowser({ ...missing, fromEnv: true, executable: true })).toEqual({
      kind: 'ready',
    });
  });

  it('installs on Debian as root with apt-get', () => {
    expect(planBrowser(missing)).toEqual({ kind: 'install' });
  });

  it('asks for sudo on Debian without root', () => {
    const plan = planBrowser({ ...missing, root: false });
    expect(plan.kind).toBe('stop');
    expect(plan.kind === 'stop' && plan.message).toContain(
      'sudo apt-get update && sudo apt-get install -y chromium',
    );
  });

  it('names CHROMIUM_PATH on another system', () => {
    const plan = planBrowser({ ...missing, debian: false, aptGet: false });
    expect(plan.kind === 'stop' && plan.message).toContain('CHROMIUM_PATH');
  });

  it('never installs over a CHROMIUM_PATH that points nowhere', () => {
    const plan = planBrowser({ ...missing, path: '/opt/none/chrome', fromEnv: true });
    expect(plan.kind).toBe('stop');
    expect(plan.kind === 'stop' && plan.message).toContain('CHROMIUM_PATH=/opt/none/chrome');
  });
});

describe('the script', () => {
  it('stops, with what to do and without installing, when CHROMIUM_PATH points nowhere', () => {
    const run = spawnSync(
      process.execPath,
      [
        join(__dirname, '..', 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        join(__dirname, 'ensureBrowser.ts'),
      ],
      { env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' }, encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('CHROMIUM_PATH=/nonexistent/chromium is not an executable file');
  });

  it('passes when CHROMIUM_PATH points at an executable', () => {
    const run = spawnSync(
      process.execPath,
      [
        join(__dirname, '..', 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        join(__dirname, 'ensureBrowser.ts'),
      ],
      { env: { ...process.env, CHROMIUM_PATH: process.execPath }, encoding: 'utf8' },
    );
    expect(run.status).toBe(0);
  });
});
