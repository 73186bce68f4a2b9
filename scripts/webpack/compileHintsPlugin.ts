/**
 * V8's explicit compile hints for the scripts the first pages run: a script that starts with
 * the comment `//# allFunctionsCalledOnLoad` has all its functions compiled while it streams
 * in, on a background thread (Chromium 136 and later; other engines read a comment). Without
 * it V8 compiles each function on the main thread when it is first called, and a first page
 * calls most of what its scripts hold: a trace of `/` (CPU slowed 4×) spent 1.3-1.4 s of the
 * main thread's start-up in these lazy compilations, inside the start-up's long tasks.
 *
 * The hint goes on the entry's scripts and on those of the lazy chunks the prerendered pages
 * draw their first screen with (src/prerender/firstScreen.ts), split chunks included. Other
 * chunks keep V8's lazy compilation: most of a screen loaded later (the team builder, the
 * market, Firebase) is not called when it loads. Added after minification (which drops
 * comments) and before the source maps are written, so they account for the line.
 */
import webpack, { type Chunk, type Compiler } from 'webpack';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const NAME = 'CompileHintsPlugin';

export class CompileHintsPlugin {
  /** `chunkGroups`: the webpackChunkNames of the lazy chunks called as they load. */
  constructor(private readonly chunkGroups: readonly string[]) {}

  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const chunks = new Set<Chunk>();
          for (const entry of compilation.entrypoints.values()) {
            for (const chunk of entry.chunks) chunks.add(chunk);
          }
          for (const name of this.chunkGroups) {
            const group = compilation.namedChunkGroups.get(name);
            if (!group) {
              compilation.errors.push(
                new webpack.WebpackError(`${NAME}: no chunk named "${name}" in this build`),
              );
              continue;
            }
            for (const chunk of group.chunks) chunks.add(chunk);
          }
          for (const chunk of chunks) {
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(
                file,
                (source) => new sources.ConcatSource(COMPILE_HINT, source),
              );
            }
          }
        },
      );
    });
  }
}
