import { firstFieldMessage, type LoginInput, loginSchema, PORTALS, type Portal } from '@app/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate } from 'react-router';
import { useSignIn } from '../../lib/api/sign-in.ts';
import { isApiError } from '../../lib/api-client.ts';
import { usePortalSignIn } from '../../lib/portal-sign-in.ts';
import { showServerFieldErrors, throttledMessage } from '../../lib/server-field-errors.ts';
import { useSession } from '../../lib/session.tsx';
import { Button } from '../ui/Button.tsx';
import { FormAlert } from '../ui/FormAlert.tsx';
import { SignInFields } from './SignInFields.tsx';

type Props = {
  portal: Portal;
  /** The portal's own page, where the right account lands (and is sent when already signed in). */
  home: string;
  /** The form's accessible name ("Pro sign in"). */
  label: string;
  /** Said after the spec's pending-approval message (403): where a waiting account learns more. */
  pendingHelp?: (email: string) => ReactNode;
  /** Under the button: the portal's registration link. */
  footer?: ReactNode;
};

/**
 * A portal's sign-in form (decisions/0011): the same POST /api/login as the main page, then the portal's rules
 * (usePortalSignIn). Wrong credentials show under their fields; a pending or declined account (403) reads the
 * spec's message with `pendingHelp`; a throttled one the wait.
 */
export function PortalSignInForm({ portal, home, label, pendingHelp, footer }: Props) {
  const { user } = useSession();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema, undefined, { raw: true }),
    defaultValues: { email: '', password: '', remember: false },
  });
  const signIn = useSignIn();
  const complete = usePortalSignIn(portal, home);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // Signing in here navigates by itself (to ?redirect= or /verifiction): only an account that arrives
  // signed in is sent on to the portal.
  const signingIn = useRef(false);

  if (!signingIn.current && user && (PORTALS[portal].types as readonly string[]).includes(user.type))
    return <Navigate to={home} replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setPending(false);
    try {
      const { data } = await signIn.mutateAsync({ ...values, email: values.email.trim() });
      signingIn.current = true;
      signingIn.current = await complete(data);
    } catch (error) {
      showServerFieldErrors(error, form.setError, ['email', 'password'], firstFieldMessage);
      if (isApiError(error) && error.status === 403) {
        setFormError(error.body?.message ?? null);
        setPending(true);
      } else setFormError(throttledMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={label} className="space-y-4">
      {formError && (
        <FormAlert>
          {formError}
          {pending && pendingHelp && <> {pendingHelp(form.getValues('email'))}</>}
        </FormAlert>
      )}
      <SignInFields form={form} />
      <Button type="submit" className="w-full" loading={signIn.isPending}>
        Sign In
      </Button>
      {footer}
    </form>
  );
}
