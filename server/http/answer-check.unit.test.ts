import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { z } from 'zod';
import './answer-check';
import { registerErrorHandler } from './errors';
import { routesOf } from './route';
import { registerValidation } from './validation';

const meeting = z.object({ id: z.string(), startsAt: z.iso.datetime(), notes: z.string().nullable() });

/** One route answering `answer`, its schema `meeting`, checked as under test. */
async function appAnswering(answer: unknown, checks = true) {
  const app = Fastify();
  registerValidation(app);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.decorate('checksAnswers', checks);
  registerErrorHandler(app, {});
  routesOf(app, 'meetings').get('/api/x', {
    access: 'public',
    summary: 'x',
    responses: { 200: { description: 'x', body: meeting } },
    handler: () => answer,
  });
  await app.ready();
  return app;
}

const valid = { id: 'm1', startsAt: new Date('2026-03-29T01:30:00Z'), notes: null };

it('passes an answer that is its schema as the client reads it (a Date goes out as its ISO text)', async () => {
  const res = await (await appAnswering(valid)).inject('/api/x');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ id: 'm1', startsAt: '2026-03-29T01:30:00.000Z', notes: null });
});

it('answers 500 ANSWER_DRIFT naming the field when a field is missing or of another kind', async () => {
  const missing = await (await appAnswering({ id: 'm1', startsAt: valid.startsAt })).inject('/api/x');
  expect(missing.statusCode).toBe(500);
  expect(missing.json()).toMatchObject({ code: 'ANSWER_DRIFT', message: expect.stringContaining('notes') });
  const kind = await (await appAnswering({ ...valid, id: 7 })).inject('/api/x');
  expect(kind.json()).toMatchObject({ code: 'ANSWER_DRIFT', message: expect.stringContaining('id') });
});

it('refuses a field the schema does not list, also inside lists and nested objects', async () => {
  const res = await (await appAnswering({ ...valid, passwordHash: 'x' })).inject('/api/x');
  expect(res.json()).toMatchObject({ code: 'ANSWER_DRIFT', message: expect.stringContaining('passwordHash') });
});

it('leaves answers alone where checking is off (outside tests)', async () => {
  const res = await (await appAnswering({ id: 7 }, false)).inject('/api/x');
  expect(res.statusCode).toBe(200);
});
