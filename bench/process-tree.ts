import { processTree } from '../src/service/testing/process-tree';
import { residentMb } from './address/address-client';

/** Resident memory of the process `root` and all its descendants (a service of several processes), in MB. */
export const treeResidentMb = (root: number) =>
  processTree(root).reduce((sum, pid) => sum + residentMb(pid), 0);
