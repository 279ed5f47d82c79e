import { readFileSync } from 'node:fs';

/** Resident memory of a process in MB (VmRSS in /proc), or null when it is gone or not Linux. */
export function processRssMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb === undefined ? null : Number(kb) / 1024;
  } catch {
    return null;
  }
}
