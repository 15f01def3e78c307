import { fieldMessage } from '@app/domain/api/error-catalogue';
import { contractorThemeApplies } from '@app/domain/catalog/theme';
import {
  LOGO_ACCEPT,
  LOGO_FIELD,
  LOGO_MESSAGES,
  LOGO_MIN_HEIGHT,
  LOGO_MIN_WIDTH,
  logoFileProblem,
} from '@app/domain/pros/showroom-logo';
import { type ChangeEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { errorClasses, hintClasses } from '../../../components/ui/field-classes.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';
import { notify } from '../../../lib/toast.ts';
import { useRemoveShowroomLogo, useUploadShowroomLogo } from '../api/showroom-logo.ts';

export const LOGO_HINT = `JPG, PNG, GIF, BMP or SVG, at least ${LOGO_MIN_WIDTH} × ${LOGO_MIN_HEIGHT} pixels, up to 5 MB.`;

/** Who sees the logo (spec point 4): the Premium plan (or the custom add-on) and a theme colour. */
function useLogoNote(themeColor: string | null): { branded: boolean; text: string } {
  const { user } = useSession();
  const applies = (colour: string | null) =>
    !!user && contractorThemeApplies({ ...user, shop_profile: { theme_color: colour } });
  if (applies(themeColor)) return { branded: true, text: 'Your clients see this logo in your showroom.' };
  if (applies('#000000'))
    return { branded: false, text: 'Your clients see your logo once your showroom has a theme colour.' };
  return {
    branded: false,
    text: 'Your clients see your logo once you are on the Premium plan ($199 a month); until then your showroom shows the standard look.',
  };
}

type Props = { logo: string | null; companyName: string; themeColor: string | null };

/**
 * The showroom logo on /pro/showroom: the current logo, a file chooser that uploads at once (the server
 * checks the type by content and the spec's minimum size), the server's message under the field, remove.
 */
export function LogoField({ logo, companyName, themeColor }: Props) {
  const id = useId();
  const { refreshUser } = useSession();
  const upload = useUploadShowroomLogo();
  const remove = useRemoveShowroomLogo();
  const [error, setError] = useState<string | null>(null);
  const note = useLogoNote(themeColor);
  const busy = upload.isPending || remove.isPending;

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a refusal.
    event.target.value = '';
    if (!file) return;
    // Field errors are reset before each request (spec point 5).
    const problem = logoFileProblem(file);
    setError(problem);
    if (problem) return;
    try {
      const reply = await upload.mutateAsync(file);
      notify.success(reply.message ?? LOGO_MESSAGES.saved);
      await refreshUser();
    } catch (failure) {
      if (isApiError(failure) && failure.status === 422)
        setError(fieldMessage(failure.fieldErrors[LOGO_FIELD]) || failure.message);
    }
  };

  const onRemove = async () => {
    setError(null);
    try {
      const reply = await remove.mutateAsync();
      notify.success(reply.message ?? LOGO_MESSAGES.removed);
      await refreshUser();
    } catch {
      // The error catalogue has already told the pro (spec point 8).
    }
  };

  const described = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <section aria-labelledby={`${id}-title`} className="max-w-xl space-y-3 border-t border-slate-200 pt-5">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Logo
      </h2>
      <div className="flex flex-wrap items-center gap-4">
        {logo ? (
          <img
            src={logo}
            alt={`${companyName} logo`}
            className="size-24 rounded-md border border-slate-200 bg-white object-contain"
          />
        ) : (
          <div className="flex size-24 items-center justify-center rounded-md border-2 border-dashed border-slate-300 text-center text-xs text-slate-500">
            No logo yet
          </div>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <label
            className={buttonClasses(
              'outline',
              'md',
              `cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 ${
                busy ? 'pointer-events-none opacity-60' : ''
              }`,
            )}
          >
            Choose a logo file
            <input
              type="file"
              accept={LOGO_ACCEPT}
              className="sr-only"
              disabled={busy}
              aria-invalid={error ? true : undefined}
              aria-describedby={described}
              onChange={onChoose}
            />
          </label>
          {logo && (
            <Button variant="ghost" onClick={onRemove} loading={remove.isPending} disabled={busy}>
              Remove logo
            </Button>
          )}
        </div>
      </div>
      {upload.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
          />
          Uploading your logo…
        </p>
      )}
      <p id={`${id}-hint`} className={hintClasses}>
        {LOGO_HINT}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className={errorClasses}>
          {error}
        </p>
      )}
      <FormAlert tone={note.branded ? 'success' : 'info'}>{note.text}</FormAlert>
    </section>
  );
}
