/**
 * `npm run replay -- <file>`: the command's logic, apart from process and file system so
 * tests run it directly. Exit codes: 0 all checkpoints match, 1 the state diverges,
 * 2 the log is malformed or from an incompatible build, 64 usage.
 */
import { describeReport, parseDebugLog, replayDebugLog, DebugLogError } from './replay';

export interface CommandIo {
  readFile(path: string): string;
  out(line: string): void;
  err(line: string): void;
}

export const EXIT = { ok: 0, diverged: 1, refused: 2, usage: 64 } as const;

export function runReplayCommand(args: readonly string[], io: CommandIo): number {
  if (args.length !== 1 || args[0] === '--help') {
    io.err('Usage: npm run replay -- <debug-log.json>');
    return EXIT.usage;
  }
  const path = args[0] as string;
  let text: string;
  try {
    text = io.readFile(path);
  } catch (error) {
    io.err(
      `Cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
    return EXIT.refused;
  }
  try {
    const report = replayDebugLog(parseDebugLog(text));
    (report.ok ? io.out : io.err)(describeReport(report));
    return report.ok ? EXIT.ok : EXIT.diverged;
  } catch (error) {
    if (error instanceof DebugLogError) {
      io.err(`${error.kind === 'incompatible' ? 'Refused' : 'Malformed log'}: ${error.message}`);
      return EXIT.refused;
    }
    // A reducer threw on a hand-edited action: still one clear line, no stack trace.
    io.err(`Replay failed: ${(error as Error).message ?? String(error)}`);
    return EXIT.refused;
  }
}
