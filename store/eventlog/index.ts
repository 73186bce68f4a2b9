/** The event log: recorder, redaction, export and replay (ARCHITECTURE.md, the client). */
export {
  createRecorder,
  systemClock,
  type Clock,
  type EventLog,
  type RecorderOptions,
} from './recorder';
export { redactAction, redactState, REDACTED } from './redaction';
export {
  downloadDebugLog,
  exportDebugLog,
  readEventLog,
  toDebugLogFile,
  type DebugLogFile,
} from './exportLog';
export { parseDebugLog, replayDebugLog, DebugLogError, type ReplayReport } from './replay';
