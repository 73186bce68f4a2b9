/** `npm run replay -- <file>`: replays an exported debug log headless (store/eventlog). */
import { readFileSync } from 'node:fs';
import { runReplayCommand } from '../store/eventlog/replayCommand';
import { plainProcessEnv } from '../store/eventlog/replayProcess';

plainProcessEnv();
const code = runReplayCommand(process.argv.slice(2), {
  readFile: (path) => readFileSync(path, 'utf8'),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
// Exit now: the persisted slices' reducers leave redux-persist timers behind.
process.exit(code);
