// `npm start`: install if needed, build what changed, then run the built server. The server
// migrates and seeds the embedded PGlite database in ./data/pglite (reused by the next start)
// and prints its URL and the demo accounts.
import { spawn } from 'node:child_process';
import { ensureInstall } from './ensure-install.mjs';
import { root } from './lib.mjs';

async function main() {
  await ensureInstall();
  // Imported after the install: the build needs esbuild and vite from node_modules.
  const { build } = await import('./build.mjs');
  await build();

  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '3000' },
  });
  // Ctrl-C reaches the whole process group; forwarding covers `kill <pid of npm start>` too.
  // The server finishes in-flight requests and closes the database before it exits.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (child.exitCode === null) child.kill(signal);
    });
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

main().catch((error) => {
  console.error(`npm start failed: ${error.message}`);
  process.exit(1);
});
