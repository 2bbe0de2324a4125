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

/**
 * Of treeProportionalMb, what the processes' mappings of the volumes of the image file `file` (the snapshot of the
 * match index: files beside it named after it) take, in MB: the pages of them in memory, counted once however many
 * processes map them.
 */
export const treeMappedMb = (root: number, file: string) =>
  Math.round(processTree(root).reduce((sum, pid) => sum + mappedKb(pid, `${file}.`), 0) / 1024);

function mappedKb(pid: number, prefix: string): number {
  let smaps: string;
  try {
    smaps = fs.readFileSync(`/proc/${pid}/smaps`, 'utf8');
  } catch {
    return 0;
  }
  let inFile = false;
  let kb = 0;
  for (const line of smaps.split('\n')) {
    // A mapping's header: address range, permissions, offset, device, inode, then its path if it has one.
    const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \d+\s*(.*)$/.exec(line);
    if (header) inFile = header[1]!.startsWith(prefix);
    else if (inFile) kb += Number(/^Pss:\s+(\d+)/.exec(line)?.[1] ?? 0);
  }
  return kb;
}
