/**
 * An Astro integration that finishes dist/_headers once the pages are built: it hashes every
 * inline script of every page and adds the Content-Security-Policy (content-security-policy.ts)
 * to the rules copied from public/_headers. The CDN serves that file and so does the local
 * server (server/static-files), so both send the same policy.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { loadEnv } from 'vite';
import {
  contentSecurityPolicy,
  headersFileWithCsp,
  inlineScriptHashes,
  supabaseConnectOrigins,
} from './content-security-policy.ts';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Reads the built site in `distDir` and writes its `_headers` with the policy; returns the policy. */
export async function writeSecurityHeaders(
  distDir: string,
  supabaseUrl: string | undefined,
): Promise<string> {
  const pages = await Promise.all((await htmlFiles(distDir)).map((file) => readFile(file, 'utf8')));
  const csp = contentSecurityPolicy({
    scriptHashes: inlineScriptHashes(pages),
    connectOrigins: supabaseConnectOrigins(supabaseUrl),
  });
  const headersPath = join(distDir, '_headers');
  let source = '';
  try {
    source = await readFile(headersPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await writeFile(headersPath, headersFileWithCsp(source, csp));
  return csp;
}

export default function securityHeaders(): AstroIntegration {
  let supabaseUrl: string | undefined;
  return {
    name: 'security-headers',
    hooks: {
      // The same variables, .env files included, that the pages' import.meta.env reads.
      'astro:config:done': ({ config }) => {
        const envDir = config.vite.envDir || fileURLToPath(config.root);
        supabaseUrl = loadEnv('production', envDir, 'PUBLIC_').PUBLIC_SUPABASE_URL;
        supabaseConnectOrigins(supabaseUrl);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const csp = await writeSecurityHeaders(fileURLToPath(dir), supabaseUrl);
        const hashes = csp.match(/'sha256-/g)?.length ?? 0;
        logger.info(`_headers: Content-Security-Policy with ${hashes} inline script hash(es)`);
      },
    },
  };
}
