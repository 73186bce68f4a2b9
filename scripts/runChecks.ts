/**
 * `npm test`: everything CI checks. This kind of machine has two cores and most steps use
 * one, so steps that do not need each other run side by side: first Chromium is found (the
 * browser tests come last), then lint, the type check, the spec check and the client build
 * together, then the unit tests (two workers), then the first-page budget and the browser
 * tests, which need the build. A step's output is printed whole when it ends; the first
 * stage that fails stops the run.
 */
import { spawn } from 'node:child_process';

interface Step {
  name: string;
  command: string;
}

const npmRun = (script: string): Step => ({ name: script, command: `npm run -s ${script}` });

const STAGES: Step[][] = [
  [{ name: 'browser', command: 'tsx scripts/ensureBrowser.ts' }],
  [npmRun('lint'), npmRun('typecheck'), npmRun('spec:check'), npmRun('build')],
  [npmRun('test:unit')],
  [npmRun('bundle:budget')],
  [npmRun('test:e2e')],
];

const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;

/** Runs a step; alone, its output streams; beside others, it is kept and printed at its end. */
function run(step: Step, alone: boolean): Promise<boolean> {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(step.command, {
      shell: true,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.once('close', (code) => {
      const passed = code === 0;
      if (!alone) process.stdout.write(`\n-- ${step.name} --\n${Buffer.concat(output)}`);
      console.log(`${passed ? 'passed' : 'FAILED'}: ${step.name} (${seconds(started)})`);
      done(passed);
    });
  });
}

async function main() {
  const started = Date.now();
  for (const stage of STAGES) {
    const results = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
    if (results.includes(false)) {
      console.log(`npm test failed after ${seconds(started)}`);
      process.exitCode = 1;
      return;
    }
  }
  console.log(`npm test passed in ${seconds(started)}`);
}

void main();
