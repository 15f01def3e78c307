import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { overviewKey, setProjectShowroom } from '../api/projects.ts';

/** A project with no showroom yet gets one by its pro's showroom ID: then it can be priced and shared. */
export function SetShowroom({ projectId }: { projectId: number }) {
  const client = useQueryClient();
  const [vsdId, setVsdId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!vsdId.trim()) return setError('The vsd id field is required.');
    setError(null);
    setSaving(true);
    try {
      notify.success((await setProjectShowroom(projectId, vsdId.trim())) ?? 'Cart updated successfully.');
      await client.invalidateQueries({ queryKey: overviewKey(projectId) });
    } catch (e) {
      if (isApiError(e) && e.status === 422) setError(e.fieldErrors.vsd_id?.[0] ?? null);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Project showroom" className="flex items-start gap-2">
      <TextField
        label="Contractor’s showroom ID"
        containerClassName="w-48"
        maxLength={32}
        autoCapitalize="characters"
        value={vsdId}
        error={error}
        onChange={(e) => setVsdId(e.target.value.toUpperCase())}
      />
      <Button type="submit" variant="outline" className="mt-6" loading={saving}>
        Set
      </Button>
    </form>
  );
}
