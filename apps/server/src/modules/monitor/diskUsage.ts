import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { DiskInfo } from '@hcs/shared';

/** File systems that hold no files of anyone's (kernel views and pseudo file systems); tmpfs is kept. */
const PSEUDO = new Set([
  'proc',
  'sysfs',
  'devtmpfs',
  'devpts',
  'cgroup',
  'cgroup2',
  'mqueue',
  'securityfs',
  'debugfs',
  'tracefs',
  'pstore',
  'bpf',
  'configfs',
  'fusectl',
  'hugetlbfs',
  'autofs',
  'binfmt_misc',
  'rpc_pipefs',
  'nsfs',
  'efivarfs',
  'selinuxfs',
]);

interface Mount {
  device: string;
  mount: string;
  fsType: string;
}

/** /proc/mounts writes a space in a path as \040 (octal escapes). */
const decodeMountField = (field: string) =>
  field.replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(Number.parseInt(octal, 8)));

function mounts(): Mount[] {
  if (!existsSync('/proc/mounts')) return [{ device: '', mount: resolve(sep), fsType: '' }];
  const seen = new Set<string>();
  const found: Mount[] = [];
  for (const line of readFileSync('/proc/mounts', 'utf8').split('\n')) {
    const [device, rawMount, fsType] = line.split(' ');
    if (!device || !rawMount || !fsType || PSEUDO.has(fsType)) continue;
    const mount = decodeMountField(rawMount);
    if (mount.startsWith('/proc/') || mount.startsWith('/sys/') || seen.has(mount)) continue;
    seen.add(mount);
    found.push({ device: decodeMountField(device), mount, fsType });
  }
  return found;
}

/** The mount a directory lives on: the longest mount path that contains it. */
function mountOf(dir: string, all: Mount[]): Mount | undefined {
  let path: string;
  try {
    path = realpathSync(dir);
  } catch {
    path = resolve(dir);
  }
  const within = (m: Mount) => m.mount === sep || path === m.mount || path.startsWith(`${m.mount}${sep}`);
  return all.filter(within).sort((a, b) => b.mount.length - a.mount.length)[0];
}

/**
 * Every mounted file system with its size and use; those holding the data and upload directories first,
 * marked with what they hold. File systems of no size (or unreadable to this process) are left out.
 */
export async function diskUsage(dirs: { label: string; path: string }[]): Promise<DiskInfo[]> {
  const all = mounts();
  const holds = new Map<string, string[]>();
  for (const dir of dirs) {
    const mount = mountOf(dir.path, all);
    if (mount) holds.set(mount.mount, [...(holds.get(mount.mount) ?? []), dir.label]);
  }
  const disks = await Promise.all(
    all.map(async (m): Promise<DiskInfo | null> => {
      try {
        const s = await statfs(m.mount);
        const size = s.blocks * s.bsize;
        if (size <= 0) return null;
        const free = s.bavail * s.bsize;
        const used = size - s.bfree * s.bsize;
        // As df counts it: used against what non-root users can reach (used + available).
        const usedPercent = used + free > 0 ? Math.round((used / (used + free)) * 1000) / 10 : 0;
        return { ...m, size, used, free, usedPercent, holds: holds.get(m.mount) ?? [] };
      } catch {
        return null;
      }
    }),
  );
  return disks
    .filter((d): d is DiskInfo => d !== null)
    .sort((a, b) => Number(b.holds.length > 0) - Number(a.holds.length > 0));
}
