// Bench clients: a JSON call to the product and a homeowner registered through the API (issue 4 bench).
import { randomUUID } from 'node:crypto';

/** One JSON request; answers the status and the parsed body. */
export async function api(base, method, path, body, headers = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

/**
 * A homeowner registered as a visitor would: account, shipping address in CA, the sandbox card saved.
 * `headers`: more headers (e.g. X-Forwarded-For behind a proxy, as each visitor has an address of their own).
 */
export async function registerHomeowner(base, i, headers = {}) {
  const email = `bench-${i}-${randomUUID().slice(0, 8)}@bench.test`;
  const res = await api(
    base,
    'POST',
    '/api/register',
    {
      type: 'User',
      full_name: `Bench Client${i}`,
      email,
      password: 'bench-pass-2026',
      country_code: '+1',
      phone_number: '4155550123',
      zip_code: '94110',
      agree: true,
      shipping_street: `${100 + i} Valencia St`,
      shipping_city: 'San Francisco',
      shipping_state: 'CA',
      shipping_zip_code: '94110',
      i_accept: true,
      card_number: '4242 4242 4242 4242',
      name_on_Card: `Bench Client${i}`,
      exp_date: '12/34',
      cvv: '123',
      pay_street: `${100 + i} Valencia St`,
      pay_city: 'San Francisco',
      pay_state: 'CA',
      pay_zip_code: '94110',
    },
    headers,
  );
  if (res.status !== 201 || !res.json?.data?.token)
    throw new Error(`register ${email}: ${res.status} ${JSON.stringify(res.json).slice(0, 400)}`);
  return { email, id: res.json.data.user.id, headers: { authorization: `Bearer ${res.json.data.token}` } };
}
