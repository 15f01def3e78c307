/** Client-side first line for chosen files (the server checks the content): extension, size, count. */

export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

export const normaliseExtensions = (accept: string[]) =>
  accept.map((e) => e.replace(/^\./, '').toLowerCase());

/** "512 KB", "10 MB", "1.5 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

export type FileLimits = { accept: string[]; maxBytes?: number; maxFiles?: number; multiple?: boolean };

/** Splits newly chosen files into the list kept and the reasons the others were turned away. */
export function admitFiles(current: File[], incoming: File[], limits: FileLimits) {
  const allowed = normaliseExtensions(limits.accept);
  const kinds = allowed.map((e) => e.toUpperCase()).join(', ');
  const problems: string[] = [];
  const fitting = incoming.filter((f) => {
    if (allowed.length && !allowed.includes(extensionOf(f.name))) {
      problems.push(`${f.name}: only ${kinds} files are allowed.`);
      return false;
    }
    if (limits.maxBytes !== undefined && f.size > limits.maxBytes) {
      problems.push(`${f.name} is larger than ${formatBytes(limits.maxBytes)}.`);
      return false;
    }
    return true;
  });
  if (!limits.multiple) {
    if (incoming.length > 1) problems.push('Choose one file.');
    return { files: fitting.length ? [fitting[0]] : current, problems };
  }
  const known = (f: File) => current.some((c) => c.name === f.name && c.size === f.size);
  const merged = [...current, ...fitting.filter((f) => !known(f))];
  const max = limits.maxFiles;
  if (max !== undefined && merged.length > max) {
    problems.push(`You can add up to ${max} file${max === 1 ? '' : 's'}.`);
    return { files: merged.slice(0, max), problems };
  }
  return { files: merged, problems };
}
