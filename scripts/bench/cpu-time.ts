/**
 * CPU time of processes from /proc (Linux), for per-request figures that a machine shared with
 * other work does not skew as much as throughput: what the server (and the database backends
 * serving it) spent, divided by the requests answered.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** utime + stime of one process in microseconds, its process group, or null when it is gone. */
function stat(pid: number): { cpuUs: number; pgrp: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces; fields after its closing parenthesis are fixed.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    return { cpuUs: ((utime + stime) * 1_000_000) / TICKS_PER_SECOND, pgrp: Number(fields[2]) };
  } catch {
    return null;
  }
}

/** CPU time in microseconds of every process in process group `pgid`. */
export function groupCpuUs(pgid: number): number {
  let total = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const s = stat(Number(name));
    if (s && s.pgrp === pgid) total += s.cpuUs;
  }
  return total;
}

/** CPU time in microseconds of the given processes (e.g. database backends). */
export function pidsCpuUs(pids: readonly number[]): number {
  return pids.reduce((sum, pid) => sum + (stat(pid)?.cpuUs ?? 0), 0);
}
