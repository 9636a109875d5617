import type { AppEnv } from '../config/env';

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;
type Level = keyof typeof LEVELS;

export type SupervisorLog = (level: Level, msg: string, fields?: Record<string, unknown>) => void;

/**
 * The supervisor's log: one JSON line per event in pino's shape (level, time, pid, msg), so it
 * reads like the workers' Fastify log beside it. The supervisor loads no logger library: it stays
 * a small process that starts fast.
 */
export function createSupervisorLog(threshold: AppEnv['LOG_LEVEL']): SupervisorLog {
  const minimum = threshold === 'silent' ? Number.POSITIVE_INFINITY : LEVELS[threshold];
  return (level, msg, fields = {}) => {
    if (LEVELS[level] < minimum) return;
    const line = {
      level: LEVELS[level],
      time: Date.now(),
      pid: process.pid,
      name: 'supervisor',
      ...fields,
      msg,
    };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  };
}
