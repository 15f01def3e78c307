import { useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useProClients } from '../api/clients.ts';
import { useInvitations } from '../api/invitations.ts';
import { ClientsTable } from '../components/ClientsTable.tsx';
import { InvitationsList } from '../components/InvitationsList.tsx';
import { InviteForm } from '../components/InviteForm.tsx';

const card = 'rounded-lg border border-slate-200 bg-white p-5 shadow-sm';

function Clients() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const clients = useProClients(page);
  if (clients.isPending) return <Spinner size="lg" label="Loading your clients" />;
  if (clients.isError) return <FormAlert>Your clients could not be loaded.</FormAlert>;
  const { data, last_page, total } = clients.data;
  if (total === 0)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">
        No clients yet. Invite a client by mail, or share your showroom ID: homeowners who register through
        your showroom or shop in it appear here.
      </p>
    );
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        {total} {total === 1 ? 'client' : 'clients'}. Carts show your client’s prices; orders show your
        profit.
      </p>
      <ClientsTable clients={data} />
      <Pagination
        page={Math.min(page, last_page)}
        lastPage={last_page}
        label="Clients pages"
        onPageChange={(p) => setParams(p > 1 ? { page: String(p) } : {})}
      />
    </div>
  );
}

function Invitations() {
  const invitations = useInvitations();
  if (invitations.isPending) return <Spinner label="Loading your invitations" />;
  if (invitations.isError) return <FormAlert>Your invitations could not be loaded.</FormAlert>;
  return <InvitationsList invitations={invitations.data} />;
}

/** /pro/clients: invite clients, vendors and designers by mail, follow the invitations, see the clients. */
export default function ClientsPage() {
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold text-slate-900 md:text-3xl">Clients</h1>
      <section aria-labelledby="pro-invite-title" className={`${card} space-y-3`}>
        <h2 id="pro-invite-title" className="text-lg font-semibold text-slate-900">
          Invite by mail
        </h2>
        <InviteForm />
      </section>
      <section aria-labelledby="pro-invitations-title" className="space-y-3">
        <h2 id="pro-invitations-title" className="text-lg font-semibold text-slate-900">
          Invitations
        </h2>
        <Invitations />
      </section>
      <section aria-labelledby="pro-clients-title" className="space-y-3">
        <h2 id="pro-clients-title" className="text-lg font-semibold text-slate-900">
          Your clients
        </h2>
        <Clients />
      </section>
    </div>
  );
}
