import { describe, expect, it } from 'vitest';
import {
  createQuestionnaireRequest,
  isIncompleteLead,
  messages,
  packageTypeInfo,
  packageTypes,
  updateQuestionnaireRequest,
} from './contract';

describe('request schemas', () => {
  it('a create without answers starts empty; an update may carry nothing but a status', () => {
    expect(createQuestionnaireRequest.parse({})).toEqual({ answers: {} });
    expect(updateQuestionnaireRequest.parse({ status: 'request_sent' })).toEqual({ status: 'request_sent' });
  });
  it('null means unanswered; a multi-choice answer keeps each option once', () => {
    const parsed = createQuestionnaireRequest.parse({
      answers: { name: null, teamSize: null, challenges: ['sales', 'sales', 'legal'] },
    });
    expect(parsed.answers).toEqual({ challenges: ['sales', 'legal'] });
  });
  it('refuses unknown options and over-long texts with German messages', () => {
    const option = createQuestionnaireRequest.safeParse({ answers: { timeline: 'irgendwann' } });
    expect(option.error?.issues[0]?.message).toBe(messages.invalidOption);
    const long = createQuestionnaireRequest.safeParse({ answers: { goals: 'x'.repeat(4001) } });
    expect(long.error?.issues[0]?.message).toBe('Höchstens 4000 Zeichen.');
    expect(updateQuestionnaireRequest.safeParse({ selectedPackage: 'premium' }).success).toBe(false);
    expect(updateQuestionnaireRequest.safeParse({ userId: 'nicht-uuid' }).success).toBe(false);
  });
});

describe('package types', () => {
  it('starter, accelerator, leadership and custom each have a German title, subtitle and five features', () => {
    expect(packageTypes).toEqual(['starter', 'accelerator', 'leadership', 'custom']);
    for (const t of packageTypes) {
      expect(packageTypeInfo[t].title).not.toBe('');
      expect(packageTypeInfo[t].subtitle).not.toBe('');
      expect(new Set(packageTypeInfo[t].features).size).toBe(5);
    }
  });
});

describe('the admin list of leads', () => {
  it('marks a questionnaire stopped before step 3 as incomplete', () => {
    expect(isIncompleteLead('lead')).toBe(true);
    expect(isIncompleteLead('questionnaire')).toBe(true);
    expect(isIncompleteLead('package')).toBe(true);
    expect(isIncompleteLead('request_sent')).toBe(false);
    expect(isIncompleteLead('converted')).toBe(false);
  });
});
