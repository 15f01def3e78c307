import { useState } from 'react';
import { Button } from '../../../../components/ui/Button.tsx';
import { apiPaths } from '../../../../config/paths.ts';
import { savePrivateFile } from '../../../../lib/private-file.ts';
import { notify } from '../../../../lib/toast.ts';

/**
 * The shown version as a PDF (GET …/estimates/{id}/pdf?version=N): the reader's own copy (the pro's with cost
 * and markup, the homeowner's as sent), fetched with the session's token and saved as a download.
 */
export function PdfButton({
  projectId,
  estimateId,
  version,
  changeOrder = false,
}: {
  projectId: number;
  estimateId: number;
  version: number;
  /** A change order's file is named as the server names it. */
  changeOrder?: boolean;
}) {
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      const url = `${apiPaths.projectEstimate(projectId, estimateId, 'pdf')}?version=${version}`;
      await savePrivateFile(
        url,
        `${changeOrder ? 'change-order' : 'estimate'}-${estimateId}-v${version}.pdf`,
      );
    } catch {
      notify.error('The PDF could not be made. Please try again.');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button variant="outline" loading={saving} onClick={() => void save()}>
      Download PDF
    </Button>
  );
}
