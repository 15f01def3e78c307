import { contractorThemeApplies } from '@app/domain/catalog/theme';
import { type ProShowroom, showroomSettingsSchema } from '@app/domain/pros/showroom-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/Button.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { fieldBinder } from '../../../lib/form-fields.ts';
import { showServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { useSession } from '../../../lib/session.tsx';
import { notify } from '../../../lib/toast.ts';
import { useProShowroom, useSaveProShowroom } from '../api/showroom.ts';
import { LogoField } from '../components/LogoField.tsx';

type Values = { company_name: string; theme_color: string };
const DEFAULT_SWATCH = '#0f766e';

function SettingsForm({ saved }: { saved: ProShowroom }) {
  const { user, refreshUser } = useSession();
  const form = useForm<Values>({
    resolver: zodResolver(showroomSettingsSchema, undefined, { raw: true }) as never,
    defaultValues: { company_name: saved.company_name, theme_color: saved.theme_color ?? '' },
  });
  const field = fieldBinder(form);
  const save = useSaveProShowroom();
  const colour = useWatch({ control: form.control, name: 'theme_color' });
  const branded =
    !!user && contractorThemeApplies({ ...user, shop_profile: { theme_color: colour || null } });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const reply = await save.mutateAsync({
        company_name: values.company_name,
        theme_color: values.theme_color || null,
      });
      notify.success(reply.message ?? 'Your showroom is saved.');
      await refreshUser();
    } catch (error) {
      showServerFieldErrors(error, form.setError, ['company_name', 'theme_color']);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Showroom settings" className="max-w-xl space-y-5">
      <p className="text-sm text-slate-700">
        Showroom ID <span className="font-mono font-semibold text-slate-900">{saved.vsd_id}</span>
        {saved.live
          ? ' — live: clients enter it on the home page.'
          : ' — not live until your licence is verified.'}
      </p>
      <TextField label="Company name" required autoComplete="organization" {...field('company_name')} />
      <div className="flex items-end gap-3">
        <label className="text-sm font-medium text-slate-800">
          <span className="mb-1 block">Theme colour</span>
          <input
            type="color"
            aria-label="Choose the theme colour"
            value={colour || DEFAULT_SWATCH}
            onChange={(e) => form.setValue('theme_color', e.target.value, { shouldDirty: true })}
            className="h-10 w-14 cursor-pointer rounded border border-slate-300 bg-white"
          />
        </label>
        <TextField
          label="Colour code"
          placeholder="#0f766e (none)"
          containerClassName="flex-1"
          {...field('theme_color')}
        />
      </div>
      <FormAlert tone={branded ? 'success' : 'info'}>
        {branded
          ? 'Your clients see your showroom in this colour.'
          : 'Your clients see this colour with the Premium plan ($199 a month); until then your showroom uses the standard colours.'}
      </FormAlert>
      <Button type="submit" loading={save.isPending}>
        Save showroom
      </Button>
    </form>
  );
}

/**
 * /pro/showroom: the showroom's name, theme colour and logo (spec point 4: shown with a qualifying subscription).
 */
export default function ShowroomSettingsPage() {
  const showroom = useProShowroom();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900 md:text-3xl">Showroom settings</h1>
      {showroom.isPending ? (
        <Spinner size="lg" label="Loading your showroom" />
      ) : showroom.isError ? (
        <FormAlert>Your showroom could not be loaded.</FormAlert>
      ) : (
        <>
          <SettingsForm saved={showroom.data} />
          <LogoField
            logo={showroom.data.business_logo}
            companyName={showroom.data.company_name}
            themeColor={showroom.data.theme_color}
          />
        </>
      )}
    </div>
  );
}
