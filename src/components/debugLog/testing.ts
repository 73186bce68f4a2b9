/** Test helper: catches the files the "Download debug log" button saves (jsdom saves none). */
import { parseDebugLog, replayDebugLog, type ReplayReport } from '../../../store/eventlog/replay';

export interface SavedFile {
  name: string;
  text: string;
}

/** Catches saved files until `restore()`; `saved()` waits for the next one. */
export function catchDownloads() {
  const blobs = new Map<string, Blob>();
  const files: Promise<SavedFile>[] = [];
  const createObjectURL = URL.createObjectURL;
  const revokeObjectURL = URL.revokeObjectURL;
  // jsdom has no object URLs; a browser does.
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:kadro/${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) files.push(blob.text().then((text) => ({ name: this.download, text })));
  });
  return {
    count: () => files.length,
    saved: async (): Promise<SavedFile> => {
      const file = files.at(-1);
      if (!file) throw new Error('No file was saved.');
      return file;
    },
    restore: () => {
      click.mockRestore();
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    },
  };
}

/** The saved log replayed headless, as support would: `npm run replay` does the same. */
export function replaySaved(file: SavedFile): ReplayReport {
  return replayDebugLog(parseDebugLog(file.text));
}
