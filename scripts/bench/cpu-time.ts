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

/** CPU time in microseconds of each of the given processes, by pid. */
export function cpuByPid(pids: readonly number[]): Map<number, number> {
  return new Map(pids.map((pid) => [pid, stat(pid)?.cpuUs ?? 0]));
}

/** Where the CPU of a target's answers is spent: server process groups, this process, database backends. */
export interface CpuSources {
  groups: readonly number[];
  /** This process does the serving (raw-SQL booking: the client, and on PGlite the database too). */
  inProcess?: boolean;
  /** The database backends serving the target (PostgreSQL). */
  databasePids?: () => Promise<number[]>;
}

interface CpuReading {
  serverUs: number;
  database: Map<number, number>;
}

/** Reads CPU at the start and end of a measured run; `perAnswer` divides what was spent in between. */
export function cpuMeter(sources: CpuSources): {
  onStart: () => Promise<void>;
  onEnd: () => Promise<void>;
  perAnswer: (answered: number) => { serverUs: number; databaseUs?: number } | undefined;
} {
  const read = async (): Promise<CpuReading> => {
    const own = process.cpuUsage();
    return {
      serverUs:
        sources.groups.reduce((sum, g) => sum + groupCpuUs(g), 0) + (sources.inProcess ? own.user + own.system : 0),
      database: sources.databasePids ? cpuByPid(await sources.databasePids()) : new Map(),
    };
  };
  let start: CpuReading | undefined;
  let end: CpuReading | undefined;
  return {
    onStart: async () => {
      start = await read();
    },
    onEnd: async () => {
      end = await read();
    },
    perAnswer: (answered) => {
      if (!start || !end || answered <= 0) return undefined;
      const first = start;
      // A backend that started during the run counts from zero; one that ended is lost (rare: pools keep theirs).
      const databaseUs = [...end.database].reduce((sum, [pid, us]) => sum + us - (first.database.get(pid) ?? 0), 0);
      return {
        serverUs: (end.serverUs - first.serverUs) / answered,
        ...(sources.databasePids ? { databaseUs: databaseUs / answered } : {}),
      };
    },
  };
}
