// The money after a fault run, read on the primary: placements, orders, charges and ledger of the bench's
// homeowners, doubles, and charges without an order (orphans).

/** Figures for the orders of `userIds` (the bench's homeowners). */
export async function moneyFigures(pool, userIds) {
  const {
    rows: [f],
  } = await pool.query(
    `with a as (select * from payment_attempts where user_id = any($1::int[])),
          o as (select * from orders where user_id = any($1::int[])),
          ch as (select s.* from sandbox_operations s join a on s.idempotency_key = a.provider_key
                 where s.kind = 'charge' and s.error_code is null)
     select
       (select count(*)::int from o) as orders,
       (select count(*)::int from ch) as charges,
       (select count(*)::int from a) as attempts,
       (select count(*)::int from a where status = 'pending') as attempts_pending,
       (select count(*)::int from a where status = 'refunded') as attempts_refunded,
       (select count(distinct l.order_id)::int from ledger_entries l join o on o.id = l.order_id) as orders_with_ledger,
       (select count(*)::int from (select l.order_id from ledger_entries l join o on o.id = l.order_id
          group by l.order_id having sum(l.amount_cents) <> 0) x) as ledger_unbalanced,
       (select count(*)::int from ch where not exists (select 1 from o where o.provider_charge_id = ch.object_id)
          and coalesce((select sum(r.amount_cents) from sandbox_operations r where r.kind = 'refund'
            and r.charge_id = ch.object_id), 0) < ch.amount_cents) as orphan_charges,
       (select count(*)::int from (select provider_charge_id from o where provider_charge_id is not null
          group by provider_charge_id having count(*) > 1) x) as double_orders_per_charge,
       (select count(*)::int from (select idempotency_key_id from a where idempotency_key_id is not null
          group by idempotency_key_id having count(*) > 1) x) as double_attempts_per_key,
       (select count(*)::int from (select order_id from a where order_id is not null
          group by order_id having count(*) > 1) x) as double_attempts_per_order,
       (select count(*)::int from o where provider_charge_id is not null
          and not exists (select 1 from ch where ch.object_id = o.provider_charge_id)) as orders_without_charge`,
    [userIds],
  );
  return f;
}

/** Whether every key the clients saw answered 2xx is one order: keys answered vs orders under those keys. */
export async function answeredKeysFigures(pool, userIds, keys) {
  const {
    rows: [f],
  } = await pool.query(
    `select count(*)::int as keys_with_order, count(distinct k.order_id)::int as distinct_orders
       from idempotency_keys k where k.user_id = any($1::int[]) and k.key = any($2::text[]) and k.order_id is not null`,
    [userIds, keys],
  );
  return { answered: keys.length, ...f };
}
