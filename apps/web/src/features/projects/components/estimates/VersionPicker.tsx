import { useId } from 'react';

/** v1, v2…: which version is shown, each with what changed from the one before. */
export function VersionPicker({
  versions,
  shown,
  onShow,
}: {
  versions: { version: number; changes: string[] }[];
  shown: number;
  onShow: (version: number) => void;
}) {
  const id = useId();
  const changes = versions.find((v) => v.version === shown)?.changes ?? [];
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          Version
        </label>
        <select
          id={id}
          value={shown}
          onChange={(e) => onShow(Number(e.target.value))}
          className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {versions.map((v, i) => (
            <option key={v.version} value={v.version}>
              v{v.version}
              {i === 0 ? ' (newest)' : ''}
            </option>
          ))}
        </select>
      </div>
      {changes.length > 0 && (
        <div className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
          <p className="font-medium">What changed in v{shown}</p>
          <ul className="mt-1 list-disc pl-5">
            {changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
