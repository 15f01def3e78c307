// The built web app the nodes serve: apps/web/dist when it exists, else a build of its own under the rig.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export async function buildWebIfMissing(rigDir, root, log) {
  const own = join(rigDir, 'web-dist');
  // The rig's own copy first: apps/web/dist may be rebuilt under a running rig by someone else's build.
  for (const dist of [own, join(root, 'apps/web/dist')])
    if (existsSync(join(dist, 'index.html'))) return dist;
  log('web: building apps/web into the rig (about 30 s)');
  const build = spawnSync('npx', ['vite', 'build', '--outDir', own], {
    cwd: join(root, 'apps/web'),
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`web build failed:\n${build.stdout}\n${build.stderr}`);
  return own;
}
