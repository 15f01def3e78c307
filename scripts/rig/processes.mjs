// The rig's long-running processes: each in a process group of its own, its pid in <rig>/pids and its
// output in <rig>/logs, so the rig (or the next run after a crash) can stop the whole group.
import { spawn } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Whether `pid` is a running process (a zombie counts as gone). */
export function alive(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
}

/** The command line of `pid` ('' when it is gone): a stale pid file is only acted on when it still matches. */
const commandLine = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
};

/** Sends `signal` to the group `pid` leads, then waits up to `ms` for its leader to go; SIGKILL after that. */
export async function stopGroup(pid, { signal = 'SIGTERM', ms = 10_000 } = {}) {
  const send = (s) => {
    try {
      process.kill(-pid, s);
    } catch {}
  };
  send(signal);
  const until = Date.now() + ms;
  while (alive(pid) && Date.now() < until) await sleep(50);
  if (alive(pid)) send('SIGKILL');
  while (alive(pid)) await sleep(20);
}

/**
 * Starts `command args` detached (its own process group) with output appended to <rig>/logs/<name>.log and
 * its pid in <rig>/pids/<name>.json (with its command line, to recognise it after a crash). Answers the child
 * and `stop()`.
 */
export function startGroup(rigDir, name, command, args, { env = process.env, cwd } = {}) {
  mkdirSync(join(rigDir, 'logs'), { recursive: true });
  mkdirSync(join(rigDir, 'pids'), { recursive: true });
  const logPath = join(rigDir, 'logs', `${name}.log`);
  const log = openSync(logPath, 'a');
  const child = spawn(command, args, { env, cwd, detached: true, stdio: ['ignore', log, log] });
  const pidFile = join(rigDir, 'pids', `${name}.json`);
  writeFileSync(pidFile, JSON.stringify({ pid: child.pid, command: [command, ...args].join(' ') }));
  const exited = new Promise((r) => child.once('exit', r));
  // The log says how each run ended, which a crash or a signal from elsewhere otherwise leaves unsaid.
  child.once('exit', (code, signal) =>
    appendFileSync(
      logPath,
      `[rig] ${name} pid ${child.pid} exited (${signal ?? code}) at ${new Date().toISOString()}\n`,
    ),
  );
  return {
    name,
    child,
    exited,
    /** SIGTERM to the group (its children too), SIGKILL if it outlives `ms`. */
    async stop(opts) {
      if (child.exitCode === null && child.signalCode === null) await stopGroup(child.pid, opts);
      await Promise.race([exited, sleep(1000)]);
      rmSync(pidFile, { force: true });
    },
    /** SIGKILL to the group leader only (a crash of that process, as in the fault bench). */
    async crash() {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
      await exited;
      rmSync(pidFile, { force: true });
    },
  };
}

/** Stops every group a previous run left in <rig>/pids (one whose pid still runs the same command). */
export async function stopStaleGroups(rigDir) {
  const dir = join(rigDir, 'pids');
  if (!existsSync(dir)) return [];
  const stopped = [];
  for (const file of readdirSync(dir)) {
    const path = join(dir, file);
    try {
      const { pid, command } = JSON.parse(readFileSync(path, 'utf8'));
      const line = commandLine(pid).trim();
      if (alive(pid) && line && command.includes(line.split(' ').slice(-1)[0])) {
        await stopGroup(pid);
        stopped.push(file.replace(/\.json$/, ''));
      }
    } catch {}
    rmSync(path, { force: true });
  }
  return stopped;
}
