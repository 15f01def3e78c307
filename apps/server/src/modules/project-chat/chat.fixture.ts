import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { authHeader, buildTestApp, createUser, loginAs, type TestApp } from '../../../test/harness.ts';
import { projectMembers, projects } from '../../db/schema/index.ts';

export type Who = 'owner' | 'pro' | 'designer' | 'stranger';

/** A project of Ann (owner) shared with Golden State Remodeling (pro) and Dee Signer (designer); Sam is not in it. */
export type ChatFixture = {
  t: TestApp;
  projectId: number;
  otherProjectId: number;
  ids: Record<Who, number>;
  tokens: Record<Who, string>;
  auth: Record<Who, { authorization: string }>;
  call: (
    method: string,
    url: string,
    who: Who | null,
    payload?: unknown,
    headers?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
  post: (who: Who, message: string, extra?: Record<string, unknown>) => Promise<LightMyRequestResponse>;
};

export async function chatTestApp(t?: TestApp): Promise<ChatFixture> {
  const app = t ?? (await buildTestApp());
  const people: [Who, 'User' | 'Contractor', string][] = [
    ['owner', 'User', 'Ann Lee'],
    ['pro', 'Contractor', 'Golden State Remodeling'],
    ['designer', 'Contractor', 'Dee Signer'],
    ['stranger', 'User', 'Sam Stranger'],
  ];
  const ids = {} as Record<Who, number>;
  const tokens = {} as Record<Who, string>;
  for (const [who, type, fullName] of people) {
    const user = await createUser(app.db, { type, fullName });
    ids[who] = user.id;
    tokens[who] = await loginAs(app.app, user.email);
  }
  const [project] = await app.db
    .insert(projects)
    .values({ userId: ids.owner, showroomUserId: ids.pro, isCart: false, name: 'Kitchen remodel' })
    .returning();
  await app.db.insert(projectMembers).values([
    { projectId: project!.id, userId: ids.pro, role: 'pro', addedBy: ids.owner },
    { projectId: project!.id, userId: ids.designer, role: 'designer', addedBy: ids.owner },
  ]);
  const [other] = await app.db
    .insert(projects)
    .values({ userId: ids.stranger, isCart: false, name: 'Their bathroom' })
    .returning();
  const auth = Object.fromEntries(Object.entries(tokens).map(([w, tok]) => [w, authHeader(tok)])) as Record<
    Who,
    { authorization: string }
  >;
  const call: ChatFixture['call'] = (method, url, who, payload, headers = {}) =>
    app.app.inject({
      method: method as 'GET',
      url,
      headers: { ...(who ? auth[who] : {}), ...headers },
      payload: payload as object,
    });
  return {
    t: app,
    projectId: project!.id,
    otherProjectId: other!.id,
    ids,
    tokens,
    auth,
    call,
    post: (who, message, extra = {}) =>
      call('POST', '/api/projectChat', who, {
        project_id: project!.id,
        message,
        client_key: randomUUID(),
        ...extra,
      }),
  };
}

/** A multipart body: the fields first, then each file in `files`. */
export function multipart(fields: Record<string, string>, files: { name: string; bytes: Buffer }[]) {
  const boundary = `----chat${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A photo as a phone sends it: a JPEG with the camera's EXIF (a marker the re-encoding must drop). */
export const photoWithExif = (width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: '#b45309' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'EXIF-SECRET-MARKER' } })
    .toBuffer();

/** A minimal whole PDF (one empty page). */
export const tinyPdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
