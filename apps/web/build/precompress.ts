import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * Writes a .br and a .gz beside every text asset of the build, so the server sends compressed
 * files without compressing on each request (Lighthouse counts uncompressed text against us).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'resumerank-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      for await (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const bytes = await readFile(file);
        await writeFile(
          `${file}.br`,
          await brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        await writeFile(`${file}.gz`, await gz(bytes, { level: 9 }));
      }
    },
  };
}
