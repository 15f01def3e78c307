import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';
import { SERVER_DIR } from './server-render.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Text files worth compressing; source maps are left alone (browsers fetch them only with devtools open). */
const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const minBytes = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // The server's render module (server-render.ts) is read from disk, never sent.
    if (entry.isDirectory()) {
      if (entry.name !== SERVER_DIR) yield* files(full);
    } else if (compressible.test(entry.name)) yield full;
  }
}

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside each built text file, once at build time, for the
 * server's @fastify/static `preCompressed` to send: full compression without per-request CPU.
 * A variant that is not smaller than the file is not written (the server then sends the file itself).
 */
export const precompress = (): Plugin => {
  let outDir = '';
  return {
    name: 'precompress',
    // Not for a build for Node (the server's render module): nothing there is sent to a browser.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved: (config: ResolvedConfig) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: async () => {
      const work: Promise<void>[] = [];
      for await (const file of files(outDir)) {
        work.push(
          (async () => {
            const body = await readFile(file);
            if (body.length < minBytes) return;
            const br = await brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            });
            const gz = await gzipAsync(body, { level: 9 });
            if (br.length < body.length) await writeFile(`${file}.br`, br);
            if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
          })(),
        );
      }
      await Promise.all(work);
    },
  };
};
