import { describe, expect, it } from 'vitest';
import { addressKey } from '../../identity';
import { requestMailCaps, requestMailsAllowed, requestsTo } from './mail-caps';

describe('request mail caps (per hour)', () => {
  it('mails the visitor and the admins while both counts are within their caps', () => {
    expect(requestMailsAllowed({ toRecipient: 1, all: 1 })).toEqual({ visitor: true, admins: true });
    expect(requestMailsAllowed({ toRecipient: requestMailCaps.perRecipient, all: requestMailCaps.all })).toEqual({
      visitor: true,
      admins: true,
    });
  });

  it('stops the confirmation to an address mailed too often, still telling the admins', () => {
    expect(requestMailsAllowed({ toRecipient: requestMailCaps.perRecipient + 1, all: 5 })).toEqual({
      visitor: false,
      admins: true,
    });
  });

  it('beyond the cap of all requests mails nobody', () => {
    expect(requestMailsAllowed({ toRecipient: 1, all: requestMailCaps.all + 1 })).toEqual({
      visitor: false,
      admins: false,
    });
  });
});

describe('a request with an e-mail that has an account (issue 32)', () => {
  it('mails nobody, however few requests came before', () => {
    expect(requestMailsAllowed({ toRecipient: 1, all: 1 }, true)).toEqual({ visitor: false, admins: false });
    expect(requestMailsAllowed({ toRecipient: 1, all: 1 }, false)).toEqual({ visitor: true, admins: true });
  });

  it('counts an umlaut domain, its punycode form and capitals as one recipient', () => {
    const lastHour = [
      'anna@müller-coaching.de',
      'ANNA@XN--MLLER-COACHING-GSB.DE',
      null,
      'anna@mueller-coaching.de',
      'Anna@Müller-Coaching.de',
    ];
    expect(requestsTo(lastHour, 'anna@xn--mller-coaching-gsb.de', addressKey)).toBe(3);
    expect(requestsTo(lastHour, 'anna@mueller-coaching.de', addressKey)).toBe(1);
  });
});
