import { describe, expect, it } from 'vitest';
import { giveTaskRequest, taskMessages } from './contract';

describe('giveTaskRequest', () => {
  it('reads an empty due day as none (the form sends "" when no day is chosen)', () => {
    expect(giveTaskRequest.parse({ title: 'Preisliste', dueOn: '' }).dueOn).toBeNull();
    expect(giveTaskRequest.parse({ title: 'Preisliste' }).dueOn).toBeNull();
  });

  it('keeps a calendar day and refuses one the calendar lacks, in German', () => {
    expect(giveTaskRequest.parse({ title: 'Preisliste', dueOn: '2026-03-29' }).dueOn).toBe('2026-03-29');
    const refused = giveTaskRequest.safeParse({ title: 'Preisliste', dueOn: '2026-02-30' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(taskMessages.dueInvalid);
  });
});
