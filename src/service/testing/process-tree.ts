import fs from 'node:fs';

/**
 * The process `root` and all its descendants: the service may run as several processes (node:cluster). Found from
 * every process's parent in /proc rather than /proc/<pid>/task/<tid>/children, which kernels built without
 * CONFIG_PROC_CHILDREN (this machine's among them) do not have.
 */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let status: string;
    try {
      status = fs.readFileSync(`/proc/${entry}/status`, 'utf8');
    } catch {
      continue; // exited while the folder was read
    }
    const parent = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const tree = [root];
  for (let index = 0; index < tree.length; index++) tree.push(...(children.get(tree[index]!) ?? []));
  return tree;
}
