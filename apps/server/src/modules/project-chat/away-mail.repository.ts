import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import type { ProjectRole } from '../projects/project-access.repository.ts';

/** A person with messages from others they have not read, and what the away mail needs to tell them. */
export type AwayCandidate = {
  projectId: number;
  projectName: string;
  userId: number;
  email: string;
  name: string;
  role: ProjectRole;
  firstUnreadId: number;
  firstUnreadAt: Date;
  unread: number;
  senders: string;
  lastReadAt: Date | null;
  awayMailedAt: Date | null;
};

type Raw = {
  project_id: number;
  project_name: string;
  user_id: number;
  email: string;
  name: string;
  role: ProjectRole;
  first_unread_id: number | string;
  first_unread_at: Date | string;
  unread: number | string;
  senders: string | null;
  last_read_at: Date | string | null;
  away_mailed_at: Date | string | null;
};

const dateOf = (v: Date | string | null) => (v === null ? null : new Date(v));

/**
 * The people of every project (owner and members) with unread messages from others sent in the last day
 * and no away mail since they last read. Older messages are left alone: they were mailed about when they
 * were new, or the mail's moment has passed. The domain's `awayMailDue` decides who is mailed now.
 */
export async function awayCandidates(db: Database, now: Date): Promise<AwayCandidate[]> {
  const since = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const result = await db.execute(sql`
    with people as (
      select p.id as project_id, p.user_id, 'owner' as role from projects p where p.user_id is not null
      union all
      select pm.project_id, pm.user_id, pm.role from project_members pm
    )
    select pe.project_id, p.name as project_name, pe.user_id, u.email, u.full_name as name, pe.role,
      min(m.id) as first_unread_id, min(m.created_at) as first_unread_at, count(m.id) as unread,
      string_agg(distinct coalesce(a.full_name, ''), ', ') as senders,
      r.last_read_at, r.away_mailed_at
    from project_messages m
    join people pe on pe.project_id = m.project_id
    join projects p on p.id = pe.project_id
    join users u on u.id = pe.user_id and u.status in ('Active', 'Approve')
    left join users a on a.id = m.author_id
    left join project_reads r on r.project_id = pe.project_id and r.user_id = pe.user_id
    where m.created_at > ${since.toISOString()}::timestamptz
      and m.id > coalesce(r.last_read_message_id, 0)
      and m.author_id is distinct from pe.user_id
      and (r.away_mailed_at is null or r.last_read_at > r.away_mailed_at)
    group by pe.project_id, p.name, pe.user_id, u.email, u.full_name, pe.role, r.last_read_at, r.away_mailed_at
    order by pe.project_id, pe.user_id`);
  return rowsOf<Raw>(result).map((r) => ({
    projectId: r.project_id,
    projectName: r.project_name,
    userId: r.user_id,
    email: r.email,
    name: r.name,
    role: r.role,
    firstUnreadId: Number(r.first_unread_id),
    firstUnreadAt: new Date(r.first_unread_at),
    unread: Number(r.unread),
    senders: r.senders ?? '',
    lastReadAt: dateOf(r.last_read_at),
    awayMailedAt: dateOf(r.away_mailed_at),
  }));
}

/**
 * Claims the away mail for one person and project: stamps `away_mailed_at` only if nobody mailed them since
 * they last read and they still have not read `firstUnreadId`. One conditional write, so of several
 * processes running the job at once exactly one gets true.
 */
export async function claimAwayMail(db: Database, c: AwayCandidate, now: Date): Promise<boolean> {
  const result = await db.execute(sql`
    insert into project_reads (project_id, user_id, away_mailed_at)
    values (${c.projectId}, ${c.userId}, ${now.toISOString()}::timestamptz)
    on conflict (project_id, user_id) do update set away_mailed_at = excluded.away_mailed_at
    where (project_reads.away_mailed_at is null or project_reads.last_read_at > project_reads.away_mailed_at)
      and project_reads.last_read_message_id < ${c.firstUnreadId}
    returning 1 as claimed`);
  return rowsOf(result).length > 0;
}
