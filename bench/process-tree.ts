import fs from 'node:fs';
import { processTree } from '../src/service/testing/process-tree';
import { residentMb } from './address/address-client';

/** Resident memory of the process `root` and all its descendants (a service of several processes), in MB. */
export const treeResidentMb = (root: number) =>
  processTree(root).reduce((sum, pid) => sum + residentMb(pid), 0);

/**
 * Memory of the process `root` and all its descendants as the machine pays for it, in MB: the sum of their
 * proportional set sizes, where a page that n of them share (the mapped snapshot of the match index, the code) counts
 * 1/n in each. Resident memory would count a shared page once in every process that maps it.
 */
export const treeProportionalMb = (root: number) =>
  Math.round(processTree(root).reduce((sum, pid) => sum + proportionalKb(pid), 0) / 1024);

function proportionalKb(pid: number): number {
  try {
    return Number(/^Pss:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0; // exited meanwhile
  }
}
