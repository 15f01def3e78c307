import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { TextLink } from '../../../components/ui/TextLink.tsx';
import { paths } from '../../../config/paths.ts';
import { useProfile } from '../../../lib/api/get-profile.ts';
import { useSession } from '../../../lib/session.tsx';
import { ProfileForm } from '../components/ProfileForm.tsx';
import { ProfileSummary } from '../components/ProfileSummary.tsx';

/**
 * /account (signed in): the profile, its addresses and saved card, an edit form and change password;
 * `children` are the sections other features add below (app/screens/AccountScreen.tsx).
 */
export default function AccountPage({ children }: { children?: ReactNode }) {
  const profile = useProfile();
  const { refreshUser } = useSession();
  const [editing, setEditing] = useState(false);

  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8 md:py-12">
      <header className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900 md:text-3xl">My Account</h1>
        {profile.data && !editing && (
          <div className="flex flex-wrap gap-3">
            <TextLink
              to={paths.changePassword}
              tone="strong"
              className="inline-flex h-10 items-center text-sm"
            >
              Change password
            </TextLink>
            <Button onClick={() => setEditing(true)}>Edit profile</Button>
          </div>
        )}
      </header>
      <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm md:p-8">
        {profile.isPending ? (
          <div className="flex justify-center py-10 text-brand-700">
            <Spinner size="lg" label="Loading your account" />
          </div>
        ) : profile.isError ? (
          <div role="alert" className="space-y-4 py-6 text-center text-sm text-slate-700">
            <p>We could not load your account just now.</p>
            <Button variant="outline" onClick={() => profile.refetch()}>
              Try again
            </Button>
          </div>
        ) : editing ? (
          <ProfileForm
            profile={profile.data}
            onDone={(saved) => {
              setEditing(false);
              // The header shows the name: keep the session's user in step.
              if (saved) void refreshUser();
            }}
          />
        ) : (
          <ProfileSummary profile={profile.data} />
        )}
      </div>
      {children}
    </section>
  );
}
