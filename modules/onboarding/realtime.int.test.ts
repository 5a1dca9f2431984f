import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushMessage } from '../../server/realtime/socket';
import { startTestPortal, TEST_ORIGIN, type TestPortal } from '../../server/testing/harness';
import { registerUser } from '../identity';
import { completeAnswers, contactOf, createAs, visitor } from './test-helpers';

let portal: TestPortal;
let base: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  portal = await startTestPortal({ listen: true });
  await registerUser(
    portal.runtime.ctx,
    { email: 'chef@firma.de', password: 'Admin-Passwort-1', name: 'Chef', role: 'admin' },
    { actorRole: 'system' },
  );
  base = `http://127.0.0.1:${(portal.runtime.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await portal.close();
});

function open(token: string): Promise<PushMessage[]> {
  const socket = connect(base, {
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { origin: TEST_ORIGIN, cookie: `session=${token}` },
  });
  sockets.push(socket);
  const pushes: PushMessage[] = [];
  socket.on('changes', (m: PushMessage) => pushes.push(m));
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve(pushes));
    socket.on('connect_error', reject);
  });
}

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

const aboutRequests = (m: PushMessage) =>
  m.keys.some((k) => JSON.stringify(k) === JSON.stringify(['questionnaires', 'requests']));

describe('realtime', () => {
  it('admins hear of a new request, not of a visitor still answering; the linked user hears of their own', async () => {
    const admin = await open(
      (
        await portal.call('POST', '/api/auth/login', {
          body: { username: 'chef@firma.de', password: 'Admin-Passwort-1' },
        })
      ).json().token,
    );
    const reg = await portal.call('POST', '/api/auth/register', {
      body: { email: 'neu@beispiel.de', password: 'Start-Passwort-1', name: 'Neu' },
    });
    const client = { id: reg.json().user.id as string, token: reg.json().token as string };
    const user = await open(client.token);

    const v = visitor(portal);
    const { id } = await createAs(v, { answers: contactOf('rt') });
    await v.call('PUT', `/api/questionnaires/${id}`, { body: { answers: completeAnswers('rt'), status: 'package' } });
    await v.call('PUT', `/api/questionnaires/${id}`, { body: { status: 'request_sent' } });
    await until(() => admin.some((m) => m.type === 'ConsultationRequested'));
    expect(admin.filter(aboutRequests).map((m) => m.type)).toEqual(['ConsultationRequested']);
    expect(user).toEqual([]);

    await v.call('PUT', `/api/questionnaires/${id}`, {
      body: { userId: client.id, status: 'converted' },
      token: client.token,
    });
    await until(() => user.some((m) => m.type === 'QuestionnaireConverted'));
    expect(user.find((m) => m.type === 'QuestionnaireConverted')!.keys).toContainEqual(['questionnaires', id]);
    await until(() => admin.some((m) => m.type === 'QuestionnaireConverted'));
    expect(admin.map((m) => m.type)).toContain('QuestionnaireConverted');
  });
});
