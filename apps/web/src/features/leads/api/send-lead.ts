import { LEAD_FORM_ACTION, LEAD_TYPE_POPUP } from '@app/domain/leads/lead-form';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

export type LeadFields = { full_name: string; email: string; phone_number: string };

/**
 * POST /api/sample_request as multipart (spec point 7): the three fields, the fixed action and lead type,
 * and the selected showroom's user id ('' without one). Silent: a failed lead shows no message (spec
 * point 8), the form only stops its loader and highlights the fields the server rejected.
 * Resolves with the server's thank-you message.
 */
export async function sendLead(fields: LeadFields, shopProfileId: number | null): Promise<string> {
  const form = new FormData();
  form.set('full_name', fields.full_name.trim());
  form.set('email', fields.email.trim());
  form.set('phone_number', fields.phone_number.trim());
  form.set('action', LEAD_FORM_ACTION);
  form.set('lead_type', LEAD_TYPE_POPUP);
  form.set('shop_profile_id', shopProfileId ? String(shopProfileId) : '');
  const result = await api.postForm<unknown>(apiPaths.sampleRequest, form, { silent: true });
  return result.message ?? '';
}
