import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { failureMessage } from '../../../lib/draft-save.ts';
import { useSelectedShowroom } from '../../../lib/showroom-selection.ts';
import { notify } from '../../../lib/toast.ts';
import { useSavedDesigns } from '../api/designs.ts';
import { createProject } from '../api/projects.ts';

type Errors = Partial<Record<'name' | 'vsd_id' | 'design', string>>;

const NAME_REQUIRED = 'The name field is required.';

/**
 * "New project": a name, the pro's showroom (the one selected, else typed), and an empty start or one of the
 * homeowner's saved designs, whose copy becomes the first room. Opens the new project.
 */
export function NewProjectDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { selected } = useSelectedShowroom();
  const designs = useSavedDesigns(open);
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [vsdId, setVsdId] = useState(selected?.vsd_id ?? '');
  const [design, setDesign] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const chosen = designs.data?.find((d) => String(d.id) === design);
    // A project from a design may go without a name: it takes the design's.
    if (!name.trim() && !chosen) return setErrors({ name: NAME_REQUIRED });
    setErrors({});
    setSaving(true);
    try {
      const created = await createProject({
        name: name.trim(),
        ...(vsdId.trim() ? { vsd_id: vsdId.trim() } : {}),
        ...(chosen ? { design: chosen.id } : {}),
      });
      notify.success(created.message ?? 'Project created successfully.', { nextPage: true });
      onOpenChange(false);
      navigate(paths.project(created.id));
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        const first = (field: string) => error.fieldErrors[field]?.[0];
        setErrors({
          name: first('name'),
          vsd_id: first('vsd_id') ?? first('showroom'),
          design: first('design'),
        });
      } else setFormError(failureMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const designOptions = [
    { value: '', label: 'An empty project' },
    ...(designs.data ?? []).map((d) => ({ value: String(d.id), label: `From my design “${d.name}”` })),
  ];
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="New project"
      description="A project keeps your rooms, a shared checklist and your contractor together."
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form="new-project-form" loading={saving}>
            Create project
          </Button>
        </>
      }
    >
      <form id="new-project-form" noValidate onSubmit={onSubmit} className="space-y-4">
        {formError && <FormAlert>{formError}</FormAlert>}
        <TextField
          label="Project name"
          required={!design}
          maxLength={120}
          autoFocus
          value={name}
          error={errors.name}
          hint={design ? 'Leave empty to name it after the design.' : 'For example “Kitchen remodel”.'}
          onChange={(e) => setName(e.target.value)}
        />
        <SelectField
          label="Start with"
          options={designOptions}
          value={design}
          error={errors.design}
          disabled={designs.isPending}
          hint={design ? 'A copy of the design becomes the project’s first room.' : undefined}
          onChange={(e) => setDesign(e.target.value)}
        />
        <TextField
          label="Contractor’s showroom ID"
          maxLength={32}
          autoCapitalize="characters"
          value={vsdId}
          error={errors.vsd_id}
          hint={
            selected && vsdId === selected.vsd_id
              ? `${selected.company_name || 'Your showroom'}. You can share the project with its pro.`
              : 'The showroom prices your rooms; its pro is the one you can share the project with.'
          }
          onChange={(e) => setVsdId(e.target.value.toUpperCase())}
        />
      </form>
    </Modal>
  );
}
