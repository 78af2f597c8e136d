import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A web build in miniature for the page tests: the shell (`index.html`), and under
 * `_templates/` the fill module (a stand-in for the one scripts/prerender.mjs makes from
 * apps/web/src/app/prerender/page-fill.ts) and the templates by name. Returns its folder.
 */
export async function miniatureWebDist(
  fillModule: string,
  templates: Record<string, string>,
): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  await mkdir(path.join(dist, '_templates'));
  await writeFile(path.join(dist, 'index.html'), '<main>shell</main>');
  await writeFile(path.join(dist, '_templates', 'fill.mjs'), fillModule);
  for (const [name, html] of Object.entries(templates)) {
    await writeFile(path.join(dist, '_templates', `${name}.html`), html);
  }
  return dist;
}
