import { useParams } from 'react-router';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { TextLink } from '../../../components/ui/TextLink.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useProClient } from '../api/clients.ts';
import { ClientDetail } from '../components/ClientDetail.tsx';

/** /pro/clients/{id}: one client's projects, carts and orders in the pro's showroom. */
export default function ClientPage() {
  const id = Number(useParams().id);
  const client = useProClient(id);
  return (
    <div className="space-y-4">
      <TextLink to={paths.proClients} tone="muted" className="text-sm">
        ← All clients
      </TextLink>
      {client.isPending ? (
        <Spinner size="lg" label="Loading the client" />
      ) : client.isError ? (
        <FormAlert>
          {isApiError(client.error) && client.error.status === 404
            ? 'This client was not found among your showroom’s clients.'
            : 'The client could not be loaded.'}
        </FormAlert>
      ) : (
        <>
          <h1 className="text-2xl font-semibold text-slate-900 md:text-3xl">{client.data.full_name}</h1>
          <ClientDetail client={client.data} />
        </>
      )}
    </div>
  );
}
