import { describe, it } from 'vitest';
import { at, now, specOf } from '../../server/testing/decider-spec';
import { feedDecider } from './decide';
import type { CalendarEvent } from './events';

const spec = specOf(feedDecider);
const userId = '11111111-1111-4111-8111-111111111111';
const created = (tokenHash: string): CalendarEvent => ({
  type: 'CalendarFeedCreated',
  data: { userId, tokenHash, at },
});
const revoked = (reason: Extract<CalendarEvent, { type: 'CalendarFeedRevoked' }>['data']['reason']): CalendarEvent => ({
  type: 'CalendarFeedRevoked',
  data: { userId, reason, at },
});
const create = (role: 'user' | 'partner' | 'admin', tokenHash = 'h2') =>
  ({ type: 'CreateFeed', userId, role, tokenHash, now }) as const;

describe('calendar feed: creating', () => {
  it('a client and a partner get a feed; only the token hash is decided on', () => {
    spec([])
      .when(create('user', 'h1'))
      .then([created('h1')]);
    spec([])
      .when(create('partner', 'h1'))
      .then([created('h1')]);
  });
  it('an admin has no meetings of their own, so no feed', () => {
    spec([]).when(create('admin')).thenError('NoFeedForAdmins');
  });
  it('a new address ends the live one in the same decision (the old one stops working at once)', () => {
    spec([created('h1')])
      .when(create('user', 'h2'))
      .then([revoked('renewed'), created('h2')]);
  });
  it('after an ended feed, a new one is just created', () => {
    spec([created('h1'), revoked('ended')])
      .when(create('user', 'h2'))
      .then([created('h2')]);
  });
});

describe('calendar feed: ending', () => {
  it('the person ends their live feed', () => {
    spec([created('h1')])
      .when({ type: 'RevokeFeed', userId, reason: 'ended', now })
      .then([revoked('ended')]);
  });
  it('ending a feed that is not there is refused (the person is told)', () => {
    spec([]).when({ type: 'RevokeFeed', userId, reason: 'ended', now }).thenError('NoFeed');
    spec([created('h1'), revoked('ended')])
      .when({ type: 'RevokeFeed', userId, reason: 'ended', now })
      .thenError('NoFeed');
  });
  it('account events end a live feed, and change nothing without one', () => {
    for (const reason of ['passwordChanged', 'passwordReset', 'accountDeleted', 'accountDeactivated'] as const) {
      spec([created('h1')])
        .when({ type: 'RevokeFeed', userId, reason, now })
        .then([revoked(reason)]);
      spec([]).when({ type: 'RevokeFeed', userId, reason, now }).then([]);
    }
  });
});
